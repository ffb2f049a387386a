import type { Context } from "hono";
import { html } from "hono/html";
import { localizePath, type Lang } from "~/i18n/config";
import { translate } from "./lang";

/**
 * A page of its own for what is answered before the app's pages can render (a server shedding
 * load, an address holding text no page can use): a heading, a sentence and the way home, in the
 * language of the path, right to left in Arabic.
 */
export function plainPage(
  c: Context,
  page: { lang: Lang; title: string; message: string; status: 400 | 503 },
) {
  const { lang, title, message } = page;
  return c.html(
    html`<!doctype html>
      <html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>${title}</title>
        </head>
        <body>
          <main>
            <h1>${title}</h1>
            <p>${message}</p>
            <p><a href="${localizePath("/", lang)}">${translate(lang, "nav.home")}</a></p>
          </main>
        </body>
      </html>`,
    page.status,
  );
}
