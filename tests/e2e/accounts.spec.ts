import { randomInt } from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ar } from "../../app/i18n/messages/ar";
import { en } from "../../app/i18n/messages/en";
import { RATE_LIMITS } from "../../app/modules/accounts/rate-limits.server";
import { expect, expectNoAxeViolations, htmlProblems, ONE_WIDTH, test, waitForHydration } from "./support";

/*
 * Accounts in the browser: registration with the texted code, sign-in and sign-out, the
 * forgotten password, every registration message, the lockout. Every test makes its own accounts
 * (tests run side by side on the desktop and phone projects against one server), and the codes
 * are read from the development outbox, as a phone would receive them.
 */

type Lang = "ar" | "en";
type Messages = typeof ar | typeof en;
const messages: Record<Lang, Messages> = { ar, en };
const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");
const home = (lang: Lang) => (lang === "en" ? "/en" : "/");
/** The account links live in the phone menu at phone width: the Arabic journey runs there (only). */
const layout = (lang: Lang) => (lang === "ar" ? " @layout" : "");

const arabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A URL path (with the language prefix) as a whole-URL pattern; the query string may follow. */
const atPath = (path: string) => new RegExp(`^[^?]*//[^/]+${escape(path)}(\\?.*)?$`);

function newAccount(lang: Lang) {
  const tag = `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
  const local = `05${String(randomInt(100_000_000)).padStart(8, "0")}`; // 05XXXXXXXX
  return {
    name: lang === "ar" ? `سارة المختبرة ${tag}` : `Sara Tester ${tag}`,
    email: `e2e-${tag}@example.com`,
    local,
    e164: `+966${local.slice(1)}`,
    password: `pw-${tag}`,
    birthDate: "1990-05-01",
  };
}
type Account = ReturnType<typeof newAccount>;

/** The newest code texted to `phone` for `template` (otp.verify_phone, otp.reset_password). */
async function readCode(request: APIRequestContext, phone: string, template: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?recipient=${encodeURIComponent(phone)}&limit=5`);
      const { data } = (await res.json()) as { data: { template: string; body: string }[] };
      const sms = data.find((m) => m.template === template);
      code = /#(\d{6})\s*$/.exec(sms?.body ?? "")?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * The navbar's account links: in the opened menu on a phone; on a desktop in the bar for a
 * guest, and in the account menu (opened from the user's name) when signed in.
 */
async function accountArea(page: Page, isMobile: boolean, m: Messages): Promise<Locator> {
  const toggle = page.getByRole("banner").getByTestId("account-menu");
  const menu = page.getByRole("navigation", { name: isMobile ? m.a11y.menuNav : m.a11y.accountNav });
  let area = page.getByRole("banner");
  // Decided afresh on each try: just after signing in or out the header may still be the previous
  // one, and the menu closes itself after a navigation, which may land just after a click opened it.
  await expect(async () => {
    if (!isMobile && (await toggle.count()) === 0) {
      area = page.getByRole("banner");
      return;
    }
    if (!(await menu.isVisible()))
      await (isMobile ? page.getByLabel(m.nav.menu, { exact: true }) : toggle).click({ timeout: 1000 });
    await expect(menu).toBeVisible({ timeout: 1000 });
    area = menu;
  }).toPass({ timeout: 15_000 });
  return area;
}

/** Retries as a whole: on a phone the menu may close itself under the check after a navigation. */
async function expectInAccountArea(
  page: Page,
  isMobile: boolean,
  m: Messages,
  check: (area: Locator) => Promise<void>,
) {
  await expect(async () => check(await accountArea(page, isMobile, m))).toPass({ timeout: 30_000 });
}

async function expectSignedIn(page: Page, isMobile: boolean, m: Messages, name: string) {
  await expectInAccountArea(page, isMobile, m, async (area) => {
    await expect(area.getByRole("link", { name })).toBeVisible({ timeout: 1000 });
    await expect(area.getByRole("link", { name: m.nav.login, exact: true })).toHaveCount(0);
  });
}

async function signOut(page: Page, isMobile: boolean, lang: Lang) {
  const m = messages[lang];
  const area = await accountArea(page, isMobile, m);
  await area.getByRole("button", { name: m.nav.logout }).click();
  await expect(page).toHaveURL(atPath(home(lang)));
  await expectInAccountArea(page, isMobile, m, async (area) => {
    await expect(area.getByRole("link", { name: m.nav.login, exact: true })).toBeVisible({ timeout: 1000 });
  });
  expect((await page.context().cookies()).some((c) => c.name === "mazad_session")).toBe(false);
}

async function fillRegistration(page: Page, m: Messages, account: Account, phoneAsTyped: string) {
  await page.getByLabel(m.auth.fields.name, { exact: true }).fill(account.name);
  await page.getByLabel(m.auth.fields.email, { exact: true }).fill(account.email);
  await page.getByLabel(m.auth.fields.phone, { exact: true }).fill(phoneAsTyped);
  await page.getByLabel(m.auth.fields.password, { exact: true }).fill(account.password);
  await page.getByLabel(m.auth.fields.confirmPassword, { exact: true }).fill(account.password);
  await page.getByLabel(m.auth.fields.birthDate, { exact: true }).fill(account.birthDate);
  await page.getByRole("checkbox").check();
}

/** A field shows `message` next to it and is tied to it for assistive technology. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

for (const lang of ["ar", "en"] as const) {
  const m = messages[lang];
  const p = prefix(lang);

  test(`${lang}: register, confirm the phone, sign out, sign in, reset the password${layout(lang)}`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    // One journey per width: Arabic at the phone's (its menu), English at the desktop's.
    test.skip(lang === "ar" && !isMobile, ONE_WIDTH);
    const account = newAccount(lang);

    // Register, the phone typed the way people type it: Arabic-Indic digits, or +966 with spaces.
    await page.goto(`${p}/register`);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`${m.auth.register.title} | ${m.meta.siteName}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const typedPhone =
      lang === "ar"
        ? arabicDigits(account.local)
        : `+966 ${account.local.slice(1, 3)} ${account.local.slice(3)}`;
    await fillRegistration(page, m, account, typedPhone);
    await page.getByRole("button", { name: m.auth.register.submit }).click();

    // The code page: masked phone, cool-down, and the code's own messages.
    await expect(page).toHaveURL(atPath(`${p}/verify`));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.auth.verify.title);
    await expect(page.getByText(`•${account.local.slice(-3)}`)).toBeVisible();
    await expect(page.getByRole("button", { name: m.auth.verify.resend })).toBeDisabled();
    await expect(page.getByTestId("resend-wait")).toContainText(/\d/);
    await expectNoAxeViolations(page);
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoAxeViolations(page);

    const code = page.getByLabel(m.auth.fields.code, { exact: true });
    const confirm = page.getByRole("button", { name: m.auth.verify.submit, exact: true });
    await confirm.click();
    await expectFieldError(code, m.validation.otpRequired);
    await code.fill("12345");
    await expectFieldError(code, m.validation.otpInvalid);
    const sent = await readCode(request, account.e164, "otp.verify_phone");
    await code.fill(sent === "000000" ? "111111" : "000000");
    await confirm.click();
    await expectFieldError(code, m.api.otpInvalid);
    await code.fill(lang === "ar" ? arabicDigits(sent) : sent);
    await confirm.click();

    // Signed in: the profile, the name in the navbar; the sign-in pages send the user on.
    await expect(page).toHaveURL(atPath(`${p}/profile`));
    await expectSignedIn(page, isMobile, m, account.name);
    const session = (await page.context().cookies()).find((c) => c.name === "mazad_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    await page.goto(`${p}/login`);
    await expect(page).toHaveURL(atPath(`${p}/profile`));
    await page.goto(`${p}/register`);
    await expect(page).toHaveURL(atPath(`${p}/profile`));
    const me = () => request.get("/api/v1/me", { headers: { Authorization: `Bearer ${session!.value}` } });
    expect((await me()).status()).toBe(200);
    await signOut(page, isMobile, lang);
    // Signing out ended the session itself, not only the cookie.
    expect((await me()).status()).toBe(401);

    // Sign in from the navbar on the auctions page, and land back there.
    await page.goto(`${p}/auctions`);
    await waitForHydration(page);
    await (
      await accountArea(page, isMobile, m)
    )
      .getByRole("link", { name: m.nav.login, exact: true })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`${escape(`${p}/login`)}\\?redirectTo=${escape(encodeURIComponent(`${p}/auctions`))}`),
    );
    await waitForHydration(page);
    const identifier = page.getByLabel(m.auth.fields.identifier, { exact: true });
    const password = page.getByLabel(m.auth.fields.password, { exact: true });
    await identifier.fill(lang === "ar" ? account.local : account.email.toUpperCase());
    await password.fill(`${account.password}-wrong`);
    await page.getByRole("button", { name: m.auth.login.submit, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: m.api.invalidCredentials })).toBeVisible();
    await password.fill(account.password);
    await page.getByRole("button", { name: m.auth.login.submit, exact: true }).click();
    await expect(page).toHaveURL(atPath(`${p}/auctions`));
    await expectSignedIn(page, isMobile, m, account.name);
    await signOut(page, isMobile, lang);

    // Forgotten password: identifier → code by SMS → code and new password → sign in with it.
    await page.goto(`${p}/login`);
    await waitForHydration(page);
    await page.getByRole("link", { name: m.auth.login.forgot }).click();
    await expect(page).toHaveURL(atPath(`${p}/forgot-password`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByLabel(m.auth.fields.identifier, { exact: true }).fill(account.email);
    await page.getByRole("button", { name: m.auth.forgot.submit }).click();
    await expect(page).toHaveURL(atPath(`${p}/reset-password`));
    await waitForHydration(page);
    await expect(page.getByLabel(m.auth.fields.identifier, { exact: true })).toHaveValue(account.email);
    const resetCode = await readCode(request, account.e164, "otp.reset_password");
    const newPassword = `${account.password}-new`;
    await page
      .getByLabel(m.auth.fields.code, { exact: true })
      .fill(lang === "ar" ? arabicDigits(resetCode) : resetCode);
    await page.getByLabel(m.auth.fields.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(m.auth.fields.confirmNewPassword, { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: m.auth.reset.submit }).click();
    await expect(page).toHaveURL(atPath(`${p}/login`));
    await expect(page.getByRole("status").filter({ hasText: m.auth.login.passwordChanged })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel(m.auth.fields.identifier, { exact: true }).fill(account.email);
    await page.getByLabel(m.auth.fields.password, { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: m.auth.login.submit, exact: true }).click();
    await expect(page).toHaveURL(atPath(`${p}/profile`));
    await expectSignedIn(page, isMobile, m, account.name);
    // The phone menu, opened to check, would cover the page: close it.
    if (isMobile && (await page.getByRole("navigation", { name: m.a11y.menuNav }).isVisible()))
      await page.getByLabel(m.nav.menu, { exact: true }).click();

    // Settings, from the profile menu: a new name is saved and shown; then sign out.
    await page
      .getByRole("navigation", { name: m.profile.menuLabel })
      .getByRole("link", { name: m.profile.settings })
      .click();
    await expect(page).toHaveURL(atPath(`${p}/profile/settings`));
    await waitForHydration(page);
    const details = page.locator("section", { has: page.locator("#details-title") });
    await details.getByLabel(m.settings.details.name, { exact: true }).fill(`${account.name} 2`);
    await details.getByRole("button", { name: m.settings.save }).click();
    await expect(details.getByRole("status")).toHaveText(m.settings.saved);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${m.profile.roles.bidder} ${account.name} 2`,
    );
    await signOut(page, isMobile, lang);
  });

  test(`${lang}: /register shows every message next to its field`, async ({ page }) => {
    test.slow(); // 4 full axe analyses of long pages
    await page.goto(`${p}/register`);
    await waitForHydration(page);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    const submit = page.getByRole("button", { name: m.auth.register.submit });

    // Nothing filled in.
    await submit.click();
    for (const label of [
      m.auth.fields.name,
      m.auth.fields.email,
      m.auth.fields.phone,
      m.auth.fields.password,
      m.auth.fields.confirmPassword,
      m.auth.fields.birthDate,
    ]) {
      await expectFieldError(field(label), m.validation.required);
    }
    const terms = page.getByRole("checkbox");
    await expectFieldError(terms, m.validation.terms);
    await expect(field(m.auth.fields.name)).toBeFocused();

    await field(m.auth.fields.email).fill("not-an-email");
    await expectFieldError(field(m.auth.fields.email), m.validation.email);
    await field(m.auth.fields.phone).fill("0412345678");
    await expectFieldError(field(m.auth.fields.phone), m.validation.phone);
    await field(m.auth.fields.password).fill("abc");
    await expectFieldError(field(m.auth.fields.password), m.validation.passwordMin);
    await field(m.auth.fields.password).fill("abcdef");
    await field(m.auth.fields.confirmPassword).fill("abcdeg");
    await submit.click();
    await expectFieldError(field(m.auth.fields.confirmPassword), m.validation.passwordsMatch);
    const seventeen = new Date();
    seventeen.setFullYear(seventeen.getFullYear() - 17);
    await field(m.auth.fields.birthDate).fill(seventeen.toISOString().slice(0, 10));
    await expectFieldError(field(m.auth.fields.birthDate), m.validation.minAge);
    await expectFieldError(terms, m.validation.terms);
    await terms.check();
    await expect(terms).not.toHaveAttribute("aria-invalid", "true");

    // Light and dark, with the messages showing.
    await expectNoAxeViolations(page);
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });

  for (const path of ["/login", "/forgot-password", "/reset-password"]) {
    test(`${lang}: ${path} has its title, noindex, and no axe violations with its messages, light and dark`, async ({
      page,
    }) => {
      test.slow(); // 2 full axe analyses of long pages
      await page.goto(`${p}${path}`);
      await waitForHydration(page);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page).toHaveTitle(new RegExp(`\\| ${escape(m.meta.siteName)}$`));
      await page.locator("main").getByRole("button").last().click();
      await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByTestId("theme-toggle").click();
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expectNoAxeViolations(page);
    });
  }
}

test("en: a taken email and phone are named; repeated wrong passwords make this address wait @smoke", async ({
  page,
  request,
}) => {
  const m = en;
  const account = newAccount("en");
  const created = await request.post("/api/v1/auth/register", {
    data: { ...account, phone: account.local, confirmPassword: account.password, acceptTerms: true },
  });
  expect(created.status()).toBe(201);
  // The API signed the request context in: its code page is valid HTML too.
  const verifyPage = await request.get("/en/verify");
  expect(verifyPage.status()).toBe(200);
  expect(await htmlProblems(await verifyPage.text())).toEqual([]);

  await page.goto("/en/register");
  await waitForHydration(page);
  await fillRegistration(page, m, { ...account, name: "Someone Else" }, account.local);
  await page.getByRole("button", { name: m.auth.register.submit }).click();
  await expectFieldError(page.getByLabel(m.auth.fields.email, { exact: true }), m.validation.emailTaken);
  await expectFieldError(page.getByLabel(m.auth.fields.phone, { exact: true }), m.validation.phoneTaken);

  // The same answer for an unknown account and for a wrong password.
  await page.goto("/en/login");
  await waitForHydration(page);
  const identifier = page.getByLabel(m.auth.fields.identifier, { exact: true });
  const password = page.getByLabel(m.auth.fields.password, { exact: true });
  const submit = page.getByRole("button", { name: m.auth.login.submit, exact: true });
  const formAlert = page.locator("#login-error");
  await identifier.fill(`nobody-${account.email}`);
  await password.fill("whatever-1");
  await submit.click();
  await expect(formAlert).toHaveText(m.api.invalidCredentials);

  // Throttled per account and address (a stranger elsewhere cannot lock the owner out).
  const { freeFailures, firstWaitSeconds } = RATE_LIMITS.loginFailuresPerClient;
  for (let i = 1; i <= freeFailures; i++) {
    await identifier.fill(account.email);
    await password.fill(`wrong-${i}`);
    const answer = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/en/login"),
    );
    await submit.click();
    expect((await answer).status()).toBe(401);
    await expect(formAlert).toHaveText(m.api.invalidCredentials);
  }
  // From this address, even the right password now waits, and is told how long.
  await password.fill(account.password);
  const locked = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes("/en/login"),
  );
  await submit.click();
  const lockedAnswer = await locked;
  expect(lockedAnswer.status()).toBe(429);
  expect(Number(lockedAnswer.headers()["retry-after"])).toBeGreaterThan(firstWaitSeconds - 30);
  await expect(formAlert).toContainText(`Try again in ${firstWaitSeconds / 60} minute.`);
  await expect(formAlert).toContainText("You can try again at");
  await expect(page).toHaveURL(atPath("/en/login"));
});

test("ar: the date of birth in the Umm al-Qura calendar keeps the date and is checked for 18+", async ({
  page,
  isMobile,
}) => {
  const m = ar;
  await page.goto("/register");
  await waitForHydration(page);
  const seventeen = new Date();
  seventeen.setFullYear(seventeen.getFullYear() - 17);
  await page.getByLabel(m.auth.fields.birthDate, { exact: true }).fill(seventeen.toISOString().slice(0, 10));
  // The same day in the Umm al-Qura calendar, as the form sends it (YYYY-MM-DD).
  const parts = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
    timeZone: "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(seventeen);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const hijriYear = Number.parseInt(part("year"), 10);
  const sent = page.locator('input[type="hidden"][name="birthDate"]');

  await page.getByRole("radio", { name: m.auth.fields.hijri }).check();
  const field = page.getByRole("group", { name: m.auth.fields.birthDate, exact: true });
  await expect(field).toBeVisible();
  await expect(sent).toHaveValue(`${hijriYear}-${part("month")}-${part("day")}`);
  await page.getByRole("button", { name: m.auth.register.submit }).click();
  const error = page.locator("#register-birthDate-error");
  await expect(error).toHaveText(m.validation.minAge);
  await page.screenshot({
    path: `tests/.tmp/hijri-birth-date-${isMobile ? "phone" : "desktop"}.png`,
    fullPage: true,
  });

  // Two Hijri years earlier is old enough; back to Gregorian, the same date shows there.
  await field.locator('[data-type="year"]').click();
  await page.keyboard.type(String(hijriYear - 2));
  await expect(sent).toHaveValue(`${hijriYear - 2}-${part("month")}-${part("day")}`);
  await page.getByRole("button", { name: m.auth.register.submit }).click();
  await expect(error).toHaveCount(0);
  await page.getByRole("radio", { name: m.auth.fields.gregorian }).check();
  await expect(page.getByLabel(m.auth.fields.birthDate, { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ar: the server answers the forms with the same messages", async ({ page }) => {
    const m = ar;
    await page.goto("/register");
    await page.getByRole("button", { name: m.auth.register.submit }).click();
    await expect(page).toHaveURL(atPath("/register"));
    await expectFieldError(page.getByLabel(m.auth.fields.name, { exact: true }), m.validation.required);
    await expectFieldError(page.getByRole("checkbox"), m.validation.terms);
    await page.getByLabel(m.auth.fields.email, { exact: true }).fill("a@b");
    await page.getByLabel(m.auth.fields.phone, { exact: true }).fill("١٢٣");
    await page.getByLabel(m.auth.fields.password, { exact: true }).fill("abc");
    await page.getByRole("button", { name: m.auth.register.submit }).click();
    await expectFieldError(page.getByLabel(m.auth.fields.email, { exact: true }), m.validation.email);
    await expectFieldError(page.getByLabel(m.auth.fields.phone, { exact: true }), m.validation.phone);
    await expectFieldError(
      page.getByLabel(m.auth.fields.password, { exact: true }),
      m.validation.passwordMin,
    );
    // What was typed comes back, except passwords, which never travel back into a page.
    await expect(page.getByLabel(m.auth.fields.email, { exact: true })).toHaveValue("a@b");
    await expect(page.getByLabel(m.auth.fields.password, { exact: true })).toHaveValue("");

    await page.goto("/login?redirectTo=https://evil.example/");
    await expect(page.locator('input[name="redirectTo"]')).toHaveCount(0);
    await page.getByLabel(m.auth.fields.identifier, { exact: true }).fill(`nobody-${Date.now()}@example.com`);
    await page.getByLabel(m.auth.fields.password, { exact: true }).fill("whatever-1");
    await page.getByRole("button", { name: m.auth.login.submit, exact: true }).click();
    await expect(page.locator("#login-error")).toHaveText(m.api.invalidCredentials);
    await expect(page.getByLabel(m.auth.fields.password, { exact: true })).toHaveValue("");
  });
});

test.describe("valid HTML", () => {
  test("the account pages, empty and answering with messages, in both languages", async ({ request }) => {
    for (const p of ["", "/en"]) {
      for (const path of ["/register", "/login", "/forgot-password", "/reset-password"]) {
        const page = await request.get(`${p}${path}`);
        expect(page.status(), `${p}${path}`).toBe(200);
        expect(await htmlProblems(await page.text()), `${p}${path}`).toEqual([]);
        const answered = await request.post(`${p}${path}`, { form: { identifier: "x" } });
        expect(answered.status(), `POST ${p}${path}`).toBe(400);
        expect(await htmlProblems(await answered.text()), `POST ${p}${path}`).toEqual([]);
      }
    }
  });
});
