/*
 * What the user typed into fields the server rendered, kept from the moment the page's scripts
 * start: a field marked `data-keep-typed` whose component mounts later (a lazy chunk, ADR 011) may
 * be rendered afresh by React instead of hydrated (its boundary updated before its code arrived),
 * which would blank what was typed before and during the load. The field reads the kept value as
 * its default on its first render. The registration page's fields hydrate with the page and keep
 * their values without this.
 */

const kept = new Map<string, string>();

function keep(el: Element | null) {
  if (el instanceof HTMLInputElement && el.id && el.hasAttribute("data-keep-typed")) {
    if (el.value === el.defaultValue) kept.delete(el.id);
    else kept.set(el.id, el.value);
  }
}

/** Called once, before hydration: keeps what is already typed and what is typed from then on. */
export function watchTypedValues(doc: Document = document) {
  for (const el of doc.querySelectorAll("input[data-keep-typed]")) keep(el);
  doc.addEventListener("input", (event) => keep(event.target as Element | null), true);
}

/** The value typed into the field `id` before its component took it over, if any. */
export function typedValue(id: string): string | undefined {
  return kept.get(id);
}

/** The field's component has its value now (or was submitted): nothing left to restore. */
export function forgetTypedValue(id: string) {
  kept.delete(id);
}
