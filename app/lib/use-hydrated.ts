import { useSyncExternalStore, type ReactNode } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true once it runs scripts: for controls that
 * only work with JavaScript (print, copy, live countdowns) and must not appear before they do.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Its children once the page runs scripts (see `useHydrated`), nothing before. When hydration
 * ends, React re-renders what read `useHydrated` at once, in one task that nothing interrupts:
 * read here, that is this component and its children, not the page that holds them.
 */
export function WhenHydrated({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? children : null;
}
