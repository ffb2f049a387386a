import { useTranslation } from "~/i18n/use-translation";
import { ContentPageView } from "~/components/content/content-page";
import { aboutContent } from "~/content/about";
import { useLang } from "~/i18n/use-lang";

export default function About() {
  const lang = useLang();
  const { t } = useTranslation();
  const page = aboutContent[lang];
  return (
    <>
      <title>{`${page.title} | ${t("meta.siteName")}`}</title>
      <meta name="description" content={page.description} />
      <ContentPageView page={page} />
    </>
  );
}
