import { useTranslation } from "react-i18next";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
import { useHydrated } from "~/lib/use-hydrated";
import type { RootData } from "~/root";

/**
 * The heart of an auction card and of the property page (issue 16). Without JavaScript it is a
 * plain form post to /favorites, which answers with a redirect back to this page; with it, a
 * fetcher that shows the new state at once (optimistic) while the post is under way, and every
 * heart of the same auction on the page follows (one fetcher key per auction). A guest's post is
 * sent to sign in, then back here. Tiny on purpose: it is on the property page's first load
 * (tests/e2e/weight.spec.ts).
 */
export function FavoriteButton({ auctionId, className = "" }: { auctionId: number; className?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const saved = useRouteLoaderData<RootData>("root")?.user?.favorites.includes(auctionId) ?? false;
  const fetcher = useFetcher({ key: `favorite-${auctionId}` });
  const pending = fetcher.formData?.get("intent");
  const pressed = pending === "add" || pending === "remove" ? pending === "add" : saved;
  const label = pressed ? t("favorites.remove") : t("favorites.add");
  return (
    <fetcher.Form method="post" action={to("/favorites")} className={className}>
      <input type="hidden" name="auctionId" value={auctionId} />
      <input type="hidden" name="intent" value={pressed ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {/* With JavaScript the answer is data, not a redirect that would reload the page. */}
      {hydrated ? <input type="hidden" name="fetch" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={pressed}
        title={label}
        data-testid="favorite-button"
        className="grid size-10 place-items-center rounded-full bg-white/90 text-stone-700 shadow-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 dark:bg-stone-900/90 dark:text-stone-100 dark:hover:bg-stone-900"
      >
        <span className="sr-only">{label}</span>
        <svg
          viewBox="0 0 24 24"
          className={`size-5 ${pressed ? "fill-red-600 text-red-600 dark:fill-red-500 dark:text-red-500" : "fill-none"}`}
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.7 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.5 0 5.5 3.5 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" />
        </svg>
      </button>
    </fetcher.Form>
  );
}
