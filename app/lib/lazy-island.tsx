import { createElement, lazy, type ComponentType, type ReactNode } from "react";

/** How each island of the loaded route modules fetches its chunk, by its name. */
const loaders = new Map<string, () => Promise<unknown>>();

/** The mark an island leaves in the document, so the client knows which chunks the page needs. */
const markAttribute = "data-island";

/**
 * A component in a chunk of its own that the server renders with the page: its forms and links
 * work before (and without) that chunk, and the first load's JavaScript stays within its budget
 * (ADR 043). `React.lazy` alone is not enough for such a part. Until its chunk arrives, its
 * Suspense boundary stays dehydrated, and a click in it makes React try to hydrate it at once:
 * that fails with the code still missing, React replaces the server's markup with the fallback,
 * and the click is lost (no request at all, neither the script's nor the form's). An island
 * renders a `<template data-island>` mark beside the component; before hydrating, the client
 * entry loads the chunks of the marks in the document (`loadRenderedIslands`), so every island
 * hydrates with the page and a click is never lost. On a client-side navigation it is a plain
 * lazy component: its boundary shows the fallback until the chunk arrives.
 */
export function lazyIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactNode {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later render asks again
        throw error;
      },
    ));
  loaders.set(name, start);
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  return function Island(props: P) {
    return (
      <>
        <template {...{ [markAttribute]: name }} />
        {createElement(loaded ?? Lazy, props)}
      </>
    );
  };
}

/**
 * Loads the chunk of every island the server rendered into `doc`, for the client entry to await
 * before hydrating. A chunk that fails to load does not stop the page: its island hydrates when a
 * later attempt succeeds, as a plain lazy component would.
 */
export async function loadRenderedIslands(doc: Document): Promise<void> {
  const names = new Set<string>();
  for (const mark of doc.querySelectorAll(`template[${markAttribute}]`))
    names.add(mark.getAttribute(markAttribute) ?? "");
  await Promise.allSettled([...names].map((name) => loaders.get(name)?.()));
}
