import { useTranslation } from "./use-translation";
import { isLang, localizePath, type Lang } from "./config";

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : "ar";
}

/** Turns a bare path ("/auctions") into the current language's ("/en/auctions"). */
export function useLocalizedPath() {
  const lang = useLang();
  return (path: string) => localizePath(path, lang);
}
