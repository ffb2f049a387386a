import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { dir, type Lang } from "~/i18n/config";
import { formatMoney } from "~/i18n/format";
import { translate } from "~/i18n/instances.server";
import type { CardErrorKey, CardField } from "./card-checks";
import { methodOf, type SandboxPaymentRow } from "./sandbox-store";
import { APPLE_PAY_WALLET } from "./test-cards";

/*
 * The sandbox gateway's hosted pages: plain server-rendered HTML of its own (no app bundle, no
 * React), in Arabic (right to left) or English by `?lang=`. They work without JavaScript; a few
 * lines of inline script (with the request's CSP nonce) check the card form before it is sent.
 */

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;
type PageContext = { lang: Lang; nonce: string; path: string };

const t = (lang: Lang, key: string, options?: Record<string, unknown>) =>
  translate(lang, `sandboxGateway.${key}`, options);

const STYLE = `
:root { color-scheme: light; font-family: system-ui, "Segoe UI", Tahoma, sans-serif; line-height: 1.5; }
* { box-sizing: border-box; }
body { margin: 0; background: #eef1f5; color: #1b2430; }
.bar { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding-block: 0.75rem; padding-inline: 1rem; background: #1b2430; color: #fff; }
.bar p { margin: 0; font-weight: 600; }
.bar a { color: #fff; }
main { max-inline-size: 30rem; margin-inline: auto; padding-block: 1.5rem 3rem; padding-inline: 1rem; }
.notice { margin-block: 0 1rem; padding-block: 0.5rem; padding-inline: 0.75rem; border-inline-start: 4px solid #b25e00; background: #fff4e5; color: #5c3100; border-radius: 0.25rem; }
.panel { background: #fff; border-radius: 0.75rem; padding: 1.25rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
h1 { font-size: 1.35rem; margin-block: 0 0.75rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin-block: 0 1.25rem; }
dt { color: #4a5563; }
dd { margin: 0; font-weight: 600; }
.field { margin-block-end: 1rem; }
label, legend { display: block; font-weight: 600; }
.hint { margin-block: 0.125rem 0.25rem; font-size: 0.875rem; color: #4a5563; }
input[type="text"] { inline-size: 100%; font: inherit; padding-block: 0.55rem; padding-inline: 0.75rem; border: 1px solid #6b7684; border-radius: 0.375rem; background: #fff; color: inherit; }
input[aria-invalid="true"] { border-color: #b3261e; border-width: 2px; }
.error { margin-block: 0.25rem 0; color: #b3261e; font-weight: 600; font-size: 0.9rem; }
.error:empty { display: none; }
.summary { margin-block-end: 1rem; padding: 0.75rem; border: 2px solid #b3261e; border-radius: 0.375rem; background: #fdecea; }
.summary[hidden] { display: none; }
.summary p { margin: 0 0 0.25rem; font-weight: 600; }
.summary ul { margin: 0; padding-inline-start: 1.25rem; }
.summary a { color: #8c1d18; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
button { font: inherit; font-weight: 600; cursor: pointer; border-radius: 0.375rem; padding-block: 0.65rem; padding-inline: 1rem; inline-size: 100%; }
.primary { background: #0b5cad; color: #fff; border: 0; }
.apple { background: #000; color: #fff; border: 0; }
.secondary { background: #fff; color: #1b2430; border: 1px solid #6b7684; margin-block-start: 0.75rem; }
:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
.small { font-size: 0.875rem; color: #4a5563; margin-block: 1rem 0; }
fieldset { border: 0; margin: 0 0 1rem; padding: 0; }
.choice { display: flex; align-items: center; gap: 0.5rem; padding-block: 0.5rem; }
.choice label { font-weight: 400; }
.ltr { direction: ltr; unicode-bidi: isolate; }
`;

function layout(ctx: PageContext, title: string, body: Html, script?: string): Html {
  const other: Lang = ctx.lang === "ar" ? "en" : "ar";
  return html`<!doctype html>
    <html lang="${ctx.lang}" dir="${dir(ctx.lang)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${t(ctx.lang, "gatewayName")}</title>
        <style nonce="${ctx.nonce}">
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <header class="bar">
          <p>${t(ctx.lang, "gatewayName")}</p>
          <a href="${ctx.path}?lang=${other}" hreflang="${other}" lang="${other}"
            >${translate(ctx.lang, "language.switchTo")}</a
          >
        </header>
        <main>
          <p class="notice">${t(ctx.lang, "testNotice")}</p>
          ${body}
        </main>
        ${
          script
            ? html`<script nonce="${ctx.nonce}">
                ${raw(script)};
              </script>`
            : ""
        }
      </body>
    </html>`;
}

/** The page's heading (by default "Payment to Mazad") over the amount and what it pays for. */
function summary(lang: Lang, row: SandboxPaymentRow, heading?: string): Html {
  return html`<h1>${heading ?? t(lang, "paymentTo", { merchant: t(lang, "merchant") })}</h1>
    <dl>
      <dt>${t(lang, "amount")}</dt>
      <dd>${formatMoney(row.amount, lang)}</dd>
      <dt>${t(lang, "description")}</dt>
      <dd>${row.description}</dd>
    </dl>`;
}

const FIELDS: {
  name: CardField;
  autocomplete: string;
  maxlength: number;
  ltr: boolean;
  inputmode?: string;
}[] = [
  { name: "name", autocomplete: "cc-name", maxlength: 100, ltr: false },
  { name: "number", autocomplete: "cc-number", maxlength: 23, ltr: true, inputmode: "numeric" },
  { name: "expiry", autocomplete: "cc-exp", maxlength: 7, ltr: true, inputmode: "numeric" },
  { name: "cvv", autocomplete: "cc-csc", maxlength: 4, ltr: true, inputmode: "numeric" },
];

/**
 * The card form. After a refused submission it comes back with each field's message beside it
 * and a summary linking to them; the name and expiry are kept, the card number and CVV never
 * travel back to the browser.
 */
export function cardFormPage(
  ctx: PageContext,
  row: SandboxPaymentRow,
  state: {
    errors?: Partial<Record<CardField, CardErrorKey>>;
    values?: { name?: string; expiry?: string };
  } = {},
): Html {
  const { lang } = ctx;
  const errors = state.errors ?? {};
  const failed = FIELDS.filter((f) => errors[f.name]);
  const label = (name: CardField) => t(lang, `card.${name}`);
  const hint = (name: CardField) => t(lang, `card.${name}Hint`);
  const field = (f: (typeof FIELDS)[number]) => {
    const error = errors[f.name];
    const value = f.name === "name" || f.name === "expiry" ? (state.values?.[f.name] ?? "") : "";
    return html`<div class="field">
      <label for="${f.name}">${label(f.name)}</label>
      <p class="hint" id="${f.name}-hint">${hint(f.name)}</p>
      <input
        type="text"
        id="${f.name}"
        name="${f.name}"
        autocomplete="${f.autocomplete}"
        maxlength="${f.maxlength}"
        spellcheck="false"
        ${raw(f.inputmode ? ` inputmode="${f.inputmode}"` : "")}${raw(f.ltr ? ' dir="ltr"' : "")}
        value="${value}"
        aria-describedby="${f.name}-hint ${f.name}-error"
        ${raw(error ? ' aria-invalid="true"' : "")}
      />
      <p class="error" id="${f.name}-error">${error ? t(lang, `errors.${error}`) : ""}</p>
    </div>`;
  };
  const messages = JSON.stringify(
    Object.fromEntries(
      ["summary", "name", "number", "numberInvalid", "expiry", "expired", "cvv"].map((k) => [
        k,
        t(lang, `errors.${k}`),
      ]),
    ),
  ).replace(/</g, "\\u003c");
  const method = methodOf(row);
  const body = html`<section class="panel">
      ${summary(lang, row)}
      <div class="summary" id="error-summary" tabindex="-1" ${raw(failed.length ? "" : " hidden")}>
        <p id="error-summary-title">${t(lang, "errors.summary")}</p>
        <ul>
          ${failed.map((f) => html`<li><a href="#${f.name}">${t(lang, `errors.${errors[f.name]!}`)}</a></li>`)}
        </ul>
        ${failed.length > 0 ? html`<p class="small">${t(lang, "card.reenter")}</p>` : ""}
      </div>
      <form
        id="card-form"
        method="post"
        action="${ctx.path}?lang=${lang}"
        novalidate
        aria-labelledby="pay-title"
      >
        <h2 id="pay-title">${t(lang, method === "mada" ? "card.titleMada" : "card.title")}</h2>
        ${FIELDS.filter((f) => f.name === "name" || f.name === "number").map(field)}
        <div class="row">${FIELDS.filter((f) => f.name === "expiry" || f.name === "cvv").map(field)}</div>
        <button type="submit" class="primary">
          ${t(lang, "card.pay", { amount: formatMoney(row.amount, lang) })}
        </button>
      </form>
      <form method="post" action="${ctx.path}/cancel?lang=${lang}">
        <button type="submit" class="secondary">${t(lang, "card.cancel")}</button>
      </form>
      <p class="small">${t(lang, "card.privacy")}</p>
    </section>
    <script type="application/json" id="card-messages">
      ${raw(messages)}
    </script>`;
  return layout(ctx, t(lang, method === "mada" ? "card.titleMada" : "card.title"), body, CARD_FORM_SCRIPT);
}

/*
 * The browser's half of the checks (the server repeats them, with the Mada BIN table): on
 * submit, every field gets its message or none, the summary lists them and focus moves to it.
 * A field already marked wrong is checked again as it changes, so its message goes away as soon
 * as it is right. Nothing here sends, stores or logs what was typed.
 */
const CARD_FORM_SCRIPT = `(() => {
  const form = document.getElementById("card-form");
  const m = JSON.parse(document.getElementById("card-messages").textContent);
  const summary = document.getElementById("error-summary");
  const latin = (s) => s.replace(/[\\u0660-\\u0669]/g, (d) => d.charCodeAt(0) - 0x660).replace(/[\\u06f0-\\u06f9]/g, (d) => d.charCodeAt(0) - 0x6f0);
  const digits = (s) => latin(s).replace(/[\\s-]/g, "");
  const luhn = (p) => { let sum = 0; for (let i = 0; i < p.length; i++) { let d = +p[p.length - 1 - i]; if (i % 2) { d *= 2; if (d > 9) d -= 9; } sum += d; } return sum % 10 === 0; };
  const checks = {
    name: (v) => (Array.from(v.trim()).length >= 3 ? "" : m.name),
    number: (v) => { const p = digits(v); return !/^\\d{16}$/.test(p) ? m.number : luhn(p) ? "" : m.numberInvalid; },
    expiry: (v) => {
      const x = /^(0[1-9]|1[0-2])\\/(\\d{2})$/.exec(latin(v).replace(/\\s/g, ""));
      if (!x) return m.expiry;
      const now = new Date(), y = 2000 + +x[2], mo = +x[1];
      return y > now.getFullYear() || (y === now.getFullYear() && mo >= now.getMonth() + 1) ? "" : m.expired;
    },
    cvv: (v) => (/^\\d{3}$/.test(digits(v)) ? "" : m.cvv),
  };
  const show = (name, message) => {
    const input = form.elements[name];
    document.getElementById(name + "-error").textContent = message;
    if (message) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid");
  };
  for (const name of Object.keys(checks)) {
    form.elements[name].addEventListener("input", (e) => {
      if (e.target.getAttribute("aria-invalid") === "true") show(name, checks[name](e.target.value));
    });
  }
  form.addEventListener("submit", (e) => {
    const failed = [];
    for (const name of Object.keys(checks)) {
      const message = checks[name](form.elements[name].value);
      show(name, message);
      if (message) failed.push([name, message]);
    }
    if (!failed.length) return;
    e.preventDefault();
    const list = summary.querySelector("ul");
    list.replaceChildren(...failed.map(([name, message]) => {
      const li = document.createElement("li"), a = document.createElement("a");
      a.href = "#" + name; a.textContent = message; li.append(a); return li;
    }));
    summary.querySelectorAll("p.small").forEach((p) => p.remove());
    summary.hidden = false;
    summary.focus();
  });
})();`;

/** The issuer's 3-D Secure page: the payer confirms the payment or cancels it. */
export function threeDsPage(ctx: PageContext, row: SandboxPaymentRow): Html {
  const { lang } = ctx;
  const body = html`<section class="panel">
    <h1>${t(lang, "threeDs.title")}</h1>
    <p><strong>${t(lang, "threeDs.bank")}</strong></p>
    <p>
      ${t(lang, "threeDs.explain", { amount: formatMoney(row.amount, lang), merchant: t(lang, "merchant"), card: "\u2068" + (row.maskedPan ?? "") + "\u2069" })}
    </p>
    <form method="post" action="${ctx.path}?lang=${lang}">
      <button type="submit" name="action" value="confirm" class="primary">
        ${t(lang, "threeDs.confirm")}
      </button>
      <button type="submit" name="action" value="cancel" class="secondary">
        ${t(lang, "threeDs.cancel")}
      </button>
    </form>
    <p class="small">${t(lang, "threeDs.simulated")}</p>
  </section>`;
  return layout(ctx, t(lang, "threeDs.title"), body);
}

/** The stand-in Apple Pay sheet: the amount, a card from the wallet, pay or cancel. */
export function applePayPage(ctx: PageContext, row: SandboxPaymentRow): Html {
  const { lang } = ctx;
  const body = html`<section class="panel">
    ${summary(lang, row)}
    <form method="post" action="${ctx.path}?lang=${lang}" aria-labelledby="ap-title">
      <h2 id="ap-title">${t(lang, "applePay.title")}</h2>
      <fieldset>
        <legend>${t(lang, "applePay.card")}</legend>
        ${APPLE_PAY_WALLET.map(
          (card, i) =>
            html`<div class="choice">
              <input
                type="radio"
                id="card-${card.id}"
                name="card"
                value="${card.id}"
                ${raw(i === 0 ? " checked" : "")}
              />
              <label for="card-${card.id}">${t(lang, `applePay.wallet.${card.id}`)}</label>
            </div>`,
        )}
      </fieldset>
      <button type="submit" class="apple">${t(lang, "applePay.pay")}</button>
    </form>
    <form method="post" action="${ctx.path}/cancel?lang=${lang}">
      <button type="submit" class="secondary">${t(lang, "applePay.cancel")}</button>
    </form>
    <p class="small">${t(lang, "applePay.simulated")}</p>
  </section>`;
  return layout(ctx, t(lang, "applePay.title"), body);
}

/** A payment already decided: what happened, and the way back to the merchant. */
export function donePage(ctx: PageContext, row: SandboxPaymentRow, callbackHref: string): Html {
  const { lang } = ctx;
  const outcome = row.status === "paid" ? "paid" : row.status === "refunded" ? "refunded" : "failed";
  const body = html`<section class="panel">
    ${summary(lang, row, t(lang, "done.title"))}
    <p>${t(lang, `done.${outcome}`)}</p>
    <p><a href="${callbackHref}">${t(lang, "done.back")}</a></p>
  </section>`;
  return layout(ctx, t(lang, "done.title"), body);
}

export function messagePage(ctx: PageContext, title: string, text: string): Html {
  const body = html`<section class="panel">
    <h1>${title}</h1>
    <p>${text}</p>
  </section>`;
  return layout(ctx, title, body);
}
