import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation, useRevalidator, useRouteLoaderData } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
import type { RootData } from "~/root";

/**
 * The heart of an auction card and of the property page (issue 16). Without JavaScript it is a
 * plain form post to /favorites, which answers with a redirect back to this page (a guest's, to
 * sign in and back). With it, a signed-in user's click shows the new state at once (optimistic),
 * sends PUT or DELETE /me/favorites/{id} to the API, then revalidates the page so every heart of
 * the auction (and the favorites list) follows; a refusal falls back to the form post, whose
 * answer says why. Tiny on purpose, and without a router fetcher: it is on every page, and the
 * property page's JavaScript is within a budget (tests/e2e/weight.spec.ts, ADR 033).
 */
export function FavoriteButton({ auctionId, className = "" }: { auctionId: number; className?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname, search } = useLocation();
  const root = useRouteLoaderData<RootData>("root");
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState<boolean | null>(null);
  const pressed = pending ?? root?.user?.favorites.includes(auctionId) ?? false;
  const label = pressed ? t("favorites.remove") : t("favorites.add");
  return (
    <form
      method="post"
      action={to("/favorites")}
      className={className}
      onSubmit={(event) => {
        if (!root?.user) return; // a guest's post is sent to sign in
        event.preventDefault();
        if (pending !== null) return;
        const form = event.currentTarget;
        setPending(!pressed);
        fetch(`${root.publicConfig.api_base_url}/me/favorites/${auctionId}`, {
          method: pressed ? "DELETE" : "PUT",
          credentials: "same-origin",
        })
          .then(async (res) => {
            if (!res.ok) return form.submit();
            await revalidate();
          })
          .catch(() => form.submit())
          .finally(() => setPending(null));
      }}
    >
      <input type="hidden" name="auctionId" value={auctionId} />
      <input type="hidden" name="intent" value={pressed ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
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
    </form>
  );
}

/** The property page's heart, loaded as a chunk of its own after the first paint (ADR 033). */
export default function PageFavoriteButton({ auctionId }: { auctionId: number }) {
  return (
    <FavoriteButton
      auctionId={auctionId}
      className="rounded-full border border-stone-300 dark:border-stone-600"
    />
  );
}
