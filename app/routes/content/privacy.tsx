import { useTranslation } from "~/i18n/use-translation";
import { ContentPageView } from "~/components/content/content-page";
import { privacyContent } from "~/content/privacy";
import { useLang } from "~/i18n/use-lang";

export default function Privacy() {
  const lang = useLang();
  const { t } = useTranslation();
  const page = privacyContent[lang];
  return (
    <>
      <title>{`${page.title} | ${t("meta.siteName")}`}</title>
      <meta name="description" content={page.description} />
      <ContentPageView page={page} />
    </>
  );
}
