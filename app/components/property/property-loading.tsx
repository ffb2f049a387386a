import { useTranslation } from "~/i18n/use-translation";
import { useLocation, useNavigation } from "react-router";
import { stripLangPrefix } from "~/i18n/config";

/** True while the router loads another property page (e.g. a suggested asset). */
export function useLoadingProperty(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" ? navigation.location : undefined;
  return (
    !!target &&
    target.pathname !== location.pathname &&
    stripLangPrefix(target.pathname).startsWith("/mazadat/")
  );
}

/** Says "Loading the property…" at the top of the screen while another property page loads. */
export function PropertyLoadingNotice({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className={
        loading
          ? "fixed inset-x-0 top-0 z-50 mx-auto w-fit rounded-b-xl bg-primary px-5 py-2 font-semibold shadow-lg"
          : "sr-only"
      }
    >
      {loading ? t("property.loading") : ""}
    </p>
  );
}
