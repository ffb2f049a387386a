import { useTranslation } from "~/i18n/use-translation";
import { useLang } from "~/i18n/use-lang";
import { serializeJsonLd } from "~/lib/seo";
import {
  buildPropertyStructuredData,
  sharePhotos,
  type StructuredDataSource,
} from "~/modules/seo/property-structured-data";
import { useNonce } from "~/nonce";
import { SocialMeta } from "./social-meta";
import { useSiteOrigin } from "./use-site-origin";

/** Search and share metadata of an auction page: schema.org JSON-LD and a card with its first photo. */
export function PropertySeo({ detail }: { detail: StructuredDataSource }) {
  const { t } = useTranslation();
  const lang = useLang();
  const origin = useSiteOrigin();
  const nonce = useNonce();
  const ar = lang === "ar";
  const structured = buildPropertyStructuredData({
    source: detail,
    lang,
    origin,
    labels: { home: t("nav.home"), auctions: t("nav.auctions") },
  });
  const [photo] = sharePhotos(detail, origin, lang);
  return (
    <>
      <SocialMeta
        title={ar ? detail.property.titleAr : detail.property.titleEn}
        description={(ar ? detail.property.descriptionAr : detail.property.descriptionEn).slice(0, 160)}
        image={photo}
      />
      <script
        type="application/ld+json"
        nonce={nonce}
        // The browser hides the nonce after parsing, so the client never sees the server's value.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(structured) }}
      />
    </>
  );
}
