// The JavaScript a server-rendered page asks for on a first visit: every `<script src>`, every
// `<link rel="modulepreload">`, and the modules the page starts after its first paint (the JSON list
// `#app-modules`, see app/lib/defer-app-scripts.server.ts). Shared by the page-weight browser test
// and `npm run lighthouse`, so both count the same files.

/** Absolute URLs of the scripts `html` (served at `base`) loads on a first visit. */
export function declaredScriptUrls(html, base) {
  const urls = new Set();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const src = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    const wanted = /^<script\b/i.test(tag) ? /\bsrc=/i.test(tag) : /\brel=["']?modulepreload\b/i.test(tag);
    if (src && wanted) urls.add(new URL(src, base).href);
  }
  const deferred = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html)?.[1];
  for (const href of deferred ? JSON.parse(deferred) : []) urls.add(new URL(href, base).href);
  return [...urls];
}
