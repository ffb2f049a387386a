import { useTranslation } from "~/i18n/use-translation";
import { FaqView } from "~/components/content/content-page";
import { faqContent } from "~/content/faq";
import { useLang } from "~/i18n/use-lang";

export default function Faq() {
  const lang = useLang();
  const { t } = useTranslation();
  const page = faqContent[lang];
  return (
    <>
      <title>{`${page.title} | ${t("meta.siteName")}`}</title>
      <meta name="description" content={page.description} />
      <FaqView page={page} />
    </>
  );
}
