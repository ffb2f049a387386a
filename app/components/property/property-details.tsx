import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { Boundaries } from "~/db/schema";
import { formatArea, formatNumber } from "~/i18n/format";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useLang, useLocalizedPath } from "~/i18n/use-lang";
import { withRedirectTo } from "~/lib/redirect-target";
import type { AuctionDetail } from "~/modules/auctions/get-auction-detail.server";

type Property = AuctionDetail["property"];

/** The property's record, field by field, in the seed's order; "Not applicable" where it has none. */
export function PropertyDetails({
  property,
  city,
  district,
}: Pick<AuctionDetail, "property" | "city" | "district">) {
  const { t } = useTranslation();
  const lang = useLang();
  const ar = lang === "ar";
  const metres = (v: number | null) =>
    v === null ? t("property.notApplicable") : `${formatNumber(v, lang)} ${t("units.metres")}`;
  const count = (v: number | null) => (v === null ? t("property.notApplicable") : formatNumber(v, lang));

  const fields: [string, ReactNode][] = [
    [t("auction.assetNumber"), <span dir="ltr">{property.assetNumber}</span>],
    [t("auction.city"), ar ? city.nameAr : city.nameEn],
    [t("auction.district"), ar ? district.nameAr : district.nameEn],
    [t("property.category"), t(`category.${property.category}`)],
    [t("property.typeUse"), `${t(`category.${property.category}`)} / ${t(`use.${property.use}`)}`],
    [t("property.area"), formatArea(property.areaM2, lang)],
    [t("property.streetWidth"), metres(property.streetWidthM)],
    [t("property.schemeNumber"), property.schemeNumber ?? t("property.notApplicable")],
    [t("property.partNumber"), property.partNumber ?? t("property.notApplicable")],
    [t("property.instrumentNumber"), <span dir="ltr">{property.instrumentNumber}</span>],
    [t("property.rooms"), count(property.rooms)],
    [t("property.bathrooms"), count(property.bathrooms)],
    [t("property.receptions"), count(property.receptions)],
    ...(property.buildingAgeYears !== null
      ? [
          [t("property.buildingAge"), t("property.years", { count: property.buildingAgeYears })] as [
            string,
            string,
          ],
        ]
      : []),
    [
      t("property.coordinates"),
      <span dir="ltr">
        {property.latitude.toFixed(5)}, {property.longitude.toFixed(5)}
      </span>,
    ],
  ];

  return (
    <section aria-labelledby="details-title">
      <h2 id="details-title" className="text-xl font-bold">
        {t("property.details")}
      </h2>
      <dl
        className="border-subtle mt-3 grid overflow-hidden rounded-2xl border sm:grid-cols-2"
        data-testid="property-fields"
      >
        {fields.map(([label, value]) => (
          <div key={label} className="border-subtle flex justify-between gap-4 border-b px-4 py-3 text-sm">
            <dt className="text-muted">{label}</dt>
            <dd className="text-end font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const sides = ["north", "south", "east", "west"] as const;

/** What borders the property on each side, and that side's length. */
export function PropertyDirections({ property }: { property: Property }) {
  const { t } = useTranslation();
  const lang = useLang();
  const boundaries = property.boundaries as Boundaries | null;
  return (
    <section aria-labelledby="directions-title">
      <h2 id="directions-title" className="text-xl font-bold">
        {t("property.directions")}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {sides.map((side) => {
          const length = property[`${side}M`];
          const bound = boundaries?.[side];
          return (
            <li key={side} className="surface-muted rounded-xl px-4 py-3 text-sm">
              <span className="font-semibold">{t(`property.${side}`)}: </span>
              {bound ? `${lang === "ar" ? bound.ar : bound.en} — ` : ""}
              {t("property.length", { length: `${formatNumber(length, lang)} ${t("units.metres")}` })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The selling agent: name, licence and a phone link. */
export function SellingAgent({
  agent,
  chat,
  signedIn,
}: {
  agent: Omit<AuctionDetail["agent"], "userId">;
  /** Whether the agent can be written to in a chat (issue 16), and about which auction. */
  chat?: { auctionId: number; available: boolean };
  signedIn?: boolean;
}) {
  const { t } = useTranslation();
  const ar = useLang() === "ar";
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="agent-title" className="surface-muted rounded-2xl p-5">
      <h2 id="agent-title" className="text-xl font-bold">
        {t("property.sellingAgent")}
      </h2>
      <p className="mt-2 font-semibold">{ar ? agent.nameAr : agent.nameEn}</p>
      <p className="text-muted text-sm">{t("property.license", { number: agent.licenseNumber })}</p>
      <p className="mt-1 text-sm">
        <a href={`tel:${agent.phone}`} dir="ltr" className="text-primary hover:underline">
          {agent.phone}
        </a>
      </p>
      {chat?.available ? (
        signedIn ? (
          <Form method="post" action={to("/profile/chat")} className="mt-3 grid gap-1">
            <input type="hidden" name="intent" value="start-agent" />
            <input type="hidden" name="auctionId" value={chat.auctionId} />
            <button
              type="submit"
              className={buttonClass({ variant: "primary", size: "md", className: "w-fit" })}
            >
              {t("chat.contactAgent")}
            </button>
            <span className="text-muted text-sm">{t("chat.contactAgentHint")}</span>
          </Form>
        ) : (
          <p className="mt-3">
            <Link
              to={withRedirectTo(to("/login"), pathname)}
              className="font-semibold text-primary underline"
            >
              {t("chat.signInToContact")}
            </Link>
          </p>
        )
      ) : null}
    </section>
  );
}
