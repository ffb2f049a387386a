/**
 * Starts the app's JavaScript after the first paint instead of during it.
 *
 * React Router's <Scripts> writes a `<link rel="modulepreload">` per module and an inline module
 * script that imports the route modules and the client entry. A phone on a slow network then
 * downloads ~140 KiB of scripts alongside the stylesheet and fonts, and paints later for it, although
 * the server-rendered page needs none of them to be read (every link and form works without
 * JavaScript). This rewrites the finished document so that:
 *
 * - the modulepreload links are dropped from the markup, their addresses kept in a JSON list
 *   (`<script type="application/json" id="app-modules">`);
 * - the inline module keeps its text but gets an inert type (`mazad/deferred-module`), so the browser
 *   neither runs it nor fetches its imports while parsing;
 * - a small inline script adds the preloads (the page language's messages, `<body data-messages>`,
 *   first: the client entry fetches them before hydrating) and a real module script with the same
 *   text and the request's nonce once the browser reports the page's first contentful paint. A
 *   frame's callback is not enough: Chromium runs it 100-200 ms before that frame's paint reaches
 *   the screen (the bold fonts the first layout asks for are still arriving), so the scripts would
 *   compete with the paint they are meant to follow. Where the browser has no paint timing, the
 *   scripts start after the first frame; where it has and no contentful paint is reported within
 *   1.5 s of the first frame, they start then.
 *
 * React does not patch attributes of existing elements while hydrating, and the preload links are
 * hoistable elements React adds back to the head itself, so hydration is unaffected.
 */

const modulePreload = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const moduleScript = /<script nonce="([^"]*)" type="module" async="">/;

export const deferredModuleType = "mazad/deferred-module";
export const appModulesId = "app-modules";

export function deferAppScripts(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html; // not a page with the app's scripts (e.g. a bare error document)
  const nonce = script[1]!;
  const modules: string[] = [];
  let out = html.replace(modulePreload, (_tag, href: string) => {
    modules.push(href);
    return "";
  });
  const id = "app-module";
  out = out.replace(moduleScript, `<script nonce="${nonce}" type="${deferredModuleType}" id="${id}">`);
  const list = JSON.stringify(modules).replace(/</g, "\\u003c");
  const go =
    `function go(){if(started)return;started=true;var d=document,m=JSON.parse(d.getElementById("${appModulesId}").textContent);` +
    `var g=d.body.getAttribute("data-messages");if(g){var k=d.createElement("link");k.rel="preload";k.as="fetch";k.crossOrigin="anonymous";k.href=g;d.head.appendChild(k)}` +
    `m.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.nonce="${nonce}";s.textContent=d.getElementById("${id}").textContent;d.body.appendChild(s)}`;
  const afterPaint =
    `var started=false,P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});` +
    `requestAnimationFrame(function(){setTimeout(go,1500)})}` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})`;
  const starter =
    `<script type="application/json" id="${appModulesId}">${list}</script>` +
    `<script nonce="${nonce}">(function(){${go}${afterPaint}})()</script>`;
  return out.replace("</body>", `${starter}</body>`);
}
