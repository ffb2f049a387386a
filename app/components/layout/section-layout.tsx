import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { NavLink, useLocation } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";

export type SectionNavItem = {
  /** The page's path without the language prefix, e.g. "/profile/wallet". */
  path: string;
  /** Message key of the entry's label. */
  label: string;
  /** Current only on this exact path, not on its children (an index page). */
  end?: boolean;
  /** A count drawn beside the label (unread messages), and the link's name saying it in words. */
  badge?: { count: number; label: string };
};

/**
 * A section's menu (the profile, the back office): plain links in reading order, so it mirrors
 * in Arabic and is walked with Tab; the current page carries aria-current="page". On a phone it
 * is one row that scrolls sideways (sixteen entries wrapped would push the page below the fold);
 * from md up, a column beside the page. There the current entry is scrolled into the row's view,
 * so a page deep in the list still shows which one it is.
 */
export function SectionNav({ label, items }: { label: string; items: readonly SectionNavItem[] }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    // Only the row scrolls (scrollIntoView would move the page too): the entry in its middle.
    const listBox = list.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    list.scrollLeft += box.left + box.width / 2 - (listBox.left + listBox.width / 2);
  }, [pathname]);
  return (
    <nav aria-label={label} className="min-w-0">
      <ul ref={row} className="flex gap-2 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
        {items.map((item) => (
          <li key={item.path} className="shrink-0">
            <NavLink
              to={to(item.path)}
              end={item.end ?? false}
              aria-label={item.badge && item.badge.count > 0 ? item.badge.label : undefined}
              className="border-subtle block whitespace-nowrap rounded-lg md:whitespace-normal border px-4 py-2 font-medium aria-[current=page]:border-primary aria-[current=page]:bg-primary"
            >
              {t(item.label)}
              {item.badge && item.badge.count > 0 ? (
                <span
                  aria-hidden="true"
                  data-testid="section-nav-count"
                  data-count={item.badge.count > 99 ? "99+" : String(item.badge.count)}
                  className="ms-2 inline-grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-bold text-white after:content-[attr(data-count)]"
                />
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section's page frame: its heading, its menu beside the content (above it on phones). */
export function SectionLayout({
  header,
  navLabel,
  items,
  children,
}: {
  header: ReactNode;
  navLabel: string;
  items: readonly SectionNavItem[];
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {header}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <SectionNav label={navLabel} items={items} />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
