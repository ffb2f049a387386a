import { useTranslation } from "~/i18n/use-translation";
import { ContentPageView } from "~/components/content/content-page";
import { termsContent } from "~/content/terms";
import { useLang } from "~/i18n/use-lang";

export default function Terms() {
  const lang = useLang();
  const { t } = useTranslation();
  const page = termsContent[lang];
  return (
    <>
      <title>{`${page.title} | ${t("meta.siteName")}`}</title>
      <meta name="description" content={page.description} />
      <ContentPageView page={page} />
    </>
  );
}
