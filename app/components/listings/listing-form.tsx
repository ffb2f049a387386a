import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";
import { Form } from "react-router";
import { FileDropZone } from "~/components/forms/file-drop-zone";
import { FieldErrors, FieldFrame, FormErrors, hintIdOf } from "~/components/forms/form-field";
import {
  Fieldset,
  PropertyFields,
  Select,
  TextArea,
  useFieldMakers,
  type PropertyField,
  type PropertyPlaces,
} from "~/components/forms/property-fields";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { buttonClass } from "~/components/ui/button";
import { formatMoney } from "~/i18n/format";
import { useLang } from "~/i18n/use-lang";
import { riyalsValue } from "~/modules/auctions/auction-edit-schema";
import { photoUrl } from "~/modules/media/photo-url";
import { ListingFormSchema } from "~/modules/listings/listing-request-schema";
import { listingDocumentKinds } from "~/modules/listings/listing-statuses";
import type { ListingRequestView } from "~/modules/listings/listing-requests.server";

export type ListingPlaces = PropertyPlaces;

type Field = PropertyField;

/** A request's stored values as the form shows them (riyals for prices). */
function formValues(request: ListingRequestView | null): Record<string, string> {
  if (!request) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(request)) {
    if (value === null || typeof value === "object") continue;
    out[key] = key === "askingPrice" || key === "valuation" ? riyalsValue(value as number) : String(value);
  }
  if (request.principalUserId) out.listFor = request.principalUserId;
  return out;
}

/**
 * The /whatadd form: every field of the property (seed §3), the REGA disclosures, new photos and
 * documents, and the request's files with their buttons. Every button saves what is typed; "send"
 * also checks that it is complete (the same schema in the browser and on the server). Works
 * without scripts: coordinates are typed, files are chosen with the browser's picker.
 */
export function ListingForm({
  request,
  place,
  lastResult,
  gaps,
  principals = [],
}: {
  request: ListingRequestView | null;
  place: ListingPlaces;
  lastResult?: SubmissionResult<string[]>;
  gaps: { path: string; message: string }[];
  /** Whom the user may list for (ADR 036); none: the "list for" choice is not shown. */
  principals?: { userId: string; name: string }[];
}) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(`listing-${request?.id ?? "new"}`, ListingFormSchema, {
    lastResult,
    defaultValue: formValues(request),
  });
  const f = fields as unknown as Record<string, Field>;
  const { number } = useFieldMakers(f, "listings");
  const fileButton = (intent: string, label: string, variant: "secondary" | "danger" = "secondary") => (
    <button
      type="submit"
      name="intent"
      value={intent}
      formNoValidate
      className={buttonClass({ variant, size: "sm" })}
    >
      {label}
    </button>
  );
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 grid gap-6">
      {gaps.length ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <p className="font-semibold">{t("listings.errors.incomplete")}</p>
          <ul className="ms-5 mt-1 list-disc" data-testid="listing-gaps">
            {gaps.map((g) => (
              <li key={`${g.path}-${g.message}`}>
                {t(`listings.fields.${g.path}`, { defaultValue: g.path })}: {g.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {principals.length ? (
        <div className="grid gap-1" data-testid="listing-list-for">
          <Select field={f.listFor!} label={t("listings.listFor")} placeholder={t("listings.listForMyself")}>
            {principals.map((p) => (
              <option key={p.userId} value={p.userId}>
                {p.name}
              </option>
            ))}
          </Select>
          <p className="text-muted text-sm">{t("listings.listForHint")}</p>
        </div>
      ) : null}
      <PropertyFields
        fields={f}
        ns="listings"
        places={place}
        boundaries="single"
        boundaryHint={t("listings.hints.boundary")}
      />
      <Fieldset legend={t("listings.sections.price")}>
        {number("askingPrice", t("listings.hints.price"))}
        {number("valuation")}
      </Fieldset>
      <Fieldset legend={t("listings.sections.rega")}>
        {number("falLicenseNumber", t("listings.hints.licence"))}
        {number("adLicenseNumber")}
        <TextArea
          field={f.disclosures!}
          label={t("listings.fields.disclosures")}
          dir="auto"
          hint={t("listings.hints.disclosures")}
        />
      </Fieldset>

      <section aria-labelledby="listing-photos" className="border-subtle grid gap-4 rounded-2xl border p-4">
        <h2 id="listing-photos" className="text-lg font-bold">
          {t("listings.sections.photos")}
        </h2>
        {request?.photos.length ? (
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {request.photos.map((photo, i) => (
              <li
                key={photo.id}
                className="border-subtle grid gap-2 rounded-xl border p-3"
                data-testid="listing-photo"
              >
                <img
                  src={photoUrl(`upload:${photo.uploadId}`) ?? ""}
                  alt={t("listings.photos.label", { n: i + 1 })}
                  className="aspect-[3/2] w-full rounded-lg object-cover"
                  loading="lazy"
                />
                <p className="font-semibold">
                  {t("listings.photos.label", { n: i + 1 })}
                  {i === 0 ? ` · ${t("listings.photos.cover")}` : ""}
                </p>
                <div className="flex flex-wrap gap-2">
                  {i > 0 ? fileButton(`cover:${photo.id}`, t("listings.photos.makeCover")) : null}
                  {i > 1 ? fileButton(`earlier:${photo.id}`, t("listings.photos.earlier")) : null}
                  {fileButton(`remove:${photo.id}`, t("listings.photos.remove"), "danger")}
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted">{t("listings.photos.none")}</p>
        )}
        <FieldFrame field={f.photos!} label={t("listings.fields.photos")} hint={t("listings.hints.photos")}>
          <FileDropZone
            id={f.photos!.id}
            name={f.photos!.name}
            multiple
            accept="image/jpeg,image/png,image/webp"
            describedBy={hintIdOf(f.photos!)}
            invalid={Boolean(f.photos!.errors?.length)}
          />
        </FieldFrame>
      </section>

      <section
        aria-labelledby="listing-documents"
        className="border-subtle grid gap-4 rounded-2xl border p-4"
      >
        <h2 id="listing-documents" className="text-lg font-bold">
          {t("listings.sections.documents")}
        </h2>
        {request?.documents.length ? (
          <ul className="grid gap-2">
            {request.documents.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center gap-3" data-testid="listing-document">
                <a href={`/media/uploads/${doc.uploadId}`} className="font-semibold text-primary underline">
                  {t(`listings.documents.kinds.${doc.kind}`)} · <bdi>{doc.name}</bdi>
                </a>
                {fileButton(`remove:${doc.id}`, t("listings.documents.remove"), "danger")}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t("listings.documents.none")}</p>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          {listingDocumentKinds.map((kind) => (
            <div key={kind}>
              <label htmlFor={`listing-${kind}`} className="mb-1 block font-medium">
                {t(`listings.fields.${kind}`)}
              </label>
              <FileDropZone
                id={`listing-${kind}`}
                name={kind}
                accept="application/pdf"
                describedBy="listing-documents-hint"
                invalid={Boolean(f[kind]?.errors?.length)}
              />
              {f[kind] ? <FieldErrors field={f[kind]} /> : null}
            </div>
          ))}
        </div>
        <p id="listing-documents-hint" className="text-muted text-sm">
          {t("listings.hints.documents")}
        </p>
      </section>

      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="save"
          formNoValidate
          className={buttonClass({ size: "md" })}
        >
          {t("listings.save")}
        </button>
        <button
          type="submit"
          name="intent"
          value="submit"
          className={buttonClass({ variant: "primary", size: "md" })}
        >
          {t("listings.submit")}
        </button>
      </div>
    </Form>
  );
}

/** A request read-only: every field as written, the photos and the documents to download. */
export function ListingReview({ request, place }: { request: ListingRequestView; place: ListingPlaces }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = (ar: string, en: string) => (lang === "ar" ? ar : en);
  const city = place.cities.find((c) => c.id === request.cityId);
  const district = place.districts.find((d) => d.id === request.districtId);
  const shown = (key: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === "") return null;
    if (key === "askingPrice" || key === "valuation") return formatMoney(value as number, lang);
    if (key === "category") return t(`category.${String(value)}`);
    if (key === "use") return t(`use.${String(value)}`);
    if (key === "cityId") return city ? name(city.nameAr, city.nameEn) : String(value);
    if (key === "districtId") return district ? name(district.nameAr, district.nameEn) : String(value);
    return String(value);
  };
  const rows = (
    [
      "titleAr",
      "titleEn",
      "descriptionAr",
      "descriptionEn",
      "category",
      "use",
      "cityId",
      "districtId",
      "latitude",
      "longitude",
      "areaM2",
      "northM",
      "boundaryNorth",
      "southM",
      "boundarySouth",
      "eastM",
      "boundaryEast",
      "westM",
      "boundaryWest",
      "streetWidthM",
      "instrumentNumber",
      "schemeNumber",
      "partNumber",
      "rooms",
      "bathrooms",
      "receptions",
      "buildingAgeYears",
      "askingPrice",
      "valuation",
      "falLicenseNumber",
      "adLicenseNumber",
      "disclosures",
    ] as const
  ).map((key) => ({ key, value: shown(key, request[key]) }));
  return (
    <div className="mt-6 grid gap-6">
      <dl
        className="surface border-subtle grid gap-x-6 gap-y-3 rounded-2xl border p-4 sm:grid-cols-2"
        data-testid="listing-fields"
      >
        {rows.map(({ key, value }) => (
          <div
            key={key}
            className={key.startsWith("description") || key === "disclosures" ? "sm:col-span-2" : undefined}
          >
            <dt className="text-muted text-sm">{t(`listings.fields.${key}`)}</dt>
            <dd className="font-medium whitespace-pre-line">
              {value === null ? t("listings.admin.notAnswered") : <bdi>{value}</bdi>}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="review-photos">
        <h2 id="review-photos" className="text-lg font-bold">
          {t("listings.sections.photos")}
        </h2>
        {request.photos.length ? (
          <ol className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {request.photos.map((photo, i) => (
              <li key={photo.id} data-testid="review-photo">
                <img
                  src={photoUrl(`upload:${photo.uploadId}`) ?? ""}
                  alt={t("listings.photos.label", { n: i + 1 })}
                  className="aspect-[3/2] w-full rounded-lg object-cover"
                  loading="lazy"
                />
                <p className="mt-1 text-sm font-semibold">
                  {t("listings.photos.label", { n: i + 1 })}
                  {i === 0 ? ` · ${t("listings.photos.cover")}` : ""}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-muted mt-2">{t("listings.photos.none")}</p>
        )}
      </section>
      <section aria-labelledby="review-documents">
        <h2 id="review-documents" className="text-lg font-bold">
          {t("listings.sections.documents")}
        </h2>
        {request.documents.length ? (
          <ul className="mt-3 grid gap-2">
            {request.documents.map((doc) => (
              <li key={doc.id}>
                <a
                  href={`/media/uploads/${doc.uploadId}`}
                  className="font-semibold text-primary underline"
                  data-testid="review-document"
                  download
                >
                  {t(`listings.documents.kinds.${doc.kind}`)} · <bdi>{doc.name}</bdi>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted mt-2">{t("listings.documents.none")}</p>
        )}
      </section>
    </div>
  );
}
