import { describe, expect, it } from "vitest";
import { appModulesId, deferAppScripts, deferredModuleType } from "./defer-app-scripts.server";

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/>` +
  `<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/root-B.js" nonce="N1"/>` +
  `</head><body>${body}</body></html>`;

const moduleText = `;\nimport * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");`;

describe("deferAppScripts", () => {
  it("moves the module preloads into a list and makes the inline module inert until the first paint", () => {
    const html = deferAppScripts(
      page(`<main>x</main><script nonce="N1" type="module" async="">${moduleText}</script>`),
    );
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script nonce="N1" type="${deferredModuleType}" id="app-module">${moduleText}</script>`,
    );
    const list = new RegExp(`<script type="application/json" id="${appModulesId}">([^<]*)</script>`).exec(
      html,
    );
    expect(JSON.parse(list![1]!)).toEqual(["/assets/entry.client-A.js", "/assets/root-B.js"]);
    // The starter carries the request's nonce, waits for the first contentful paint (the first
    // frame where the browser has no paint timing), and ends the body.
    expect(html).toMatch(
      /<script nonce="N1">\(function\(\)\{.*"first-contentful-paint".*requestAnimationFrame.*<\/script><\/body><\/html>$/,
    );
    expect(html).toContain('s.nonce="N1"');
  });

  it("leaves a document without the app's module script as it is", () => {
    const html = page("<main>plain</main>");
    expect(deferAppScripts(html)).toBe(html);
  });
});
