import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, ONE_LANGUAGE, test, waitForHydration } from "./support";

/*
 * The profile area and settings, in both languages. Accounts are made through the API (the
 * register and sign-in pages have their own spec), each test with its own, so desktop and phone
 * runs never share one.
 */

const PASSWORD = "secret-123";

function uniqueContacts() {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return { email: `p${n}@example.sa`, phone: `+9665${n}` };
}

async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`/api/v1/dev/outbox?recipient=${encodeURIComponent(phone)}`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(data[0]?.body ?? "")?.[1];
  expect(code, "a code was texted").toBeTruthy();
  return code!;
}

/** A registered, confirmed bidder who reads `lang`, signed in in this page's browser context. */
async function signUp(page: Page, baseURL: string, name: string, lang: "ar" | "en" = "ar") {
  const { email, phone } = uniqueContacts();
  const headers = { Origin: baseURL, "Accept-Language": lang };
  const registered = await page.request.post("/api/v1/auth/register", {
    headers,
    data: {
      name,
      email,
      phone,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      birthDate: "1990-05-01",
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const code = await latestCode(page.request, phone);
  const verified = await page.request.post("/api/v1/auth/otp/verify", {
    headers,
    data: { code, purpose: "verify_phone" },
  });
  expect(verified.status()).toBe(200);
  return { email, phone };
}

for (const lang of ["ar", "en"] as const) {
  const prefix = lang === "ar" ? "" : "/en";
  const say = (ar: string, en: string) => (lang === "ar" ? ar : en);

  test.describe(`profile (${lang})`, () => {
    test("a guest is sent to sign in and brought back", async ({ page }) => {
      await page.goto(`${prefix}/profile/settings`);
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/login\\?redirectTo=${encodeURIComponent(`${prefix}/profile/settings`)}$`),
      );
    });

    test(`the title shows the role and name; the menu lists only pages that exist${lang === "ar" ? " @layout" : ""}`, async ({
      page,
      baseURL,
    }) => {
      test.slow(); // 3 full axe analyses of long pages
      const name = say("سارة العتيبي", "Sara Alotaibi");
      await signUp(page, baseURL!, name);
      await page.goto(`${prefix}/profile`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        say(`المزايد ${name}`, `Bidder ${name}`),
      );
      const menu = page.getByRole("navigation", { name: say("قائمة الملف الشخصي", "Profile menu") });
      await expect(menu.getByRole("link")).toHaveText([
        say("نظرة عامة", "Overview"),
        say("المحادثات", "Chat"),
        say("مزاداتي", "My Auctions"),
        say("سجل المزادات", "Auction History"),
        say("مشترياتي", "My Purchases"),
        say("المحفظة", "Wallet"),
        say("الإشعارات", "Notifications"),
        say("مفضلتي", "My Favorites"),
        say("الوكلاء / المستثمرون", "Agents / Investors"),
        say("الإعدادات", "Settings"),
        say("طلباتي", "My orders"),
        say("المدفوعات", "Payments"),
        say("لوحة التحكم", "Dashboard"),
        say("حالة المزاد", "Auction status"),
        say("طلبات الإدراج", "Listing requests"),
        say("طلبات الوكالة والمالك الأجنبي", "Power of attorney & foreign owner"),
      ]);
      await expect(menu.getByRole("link", { name: say("نظرة عامة", "Overview") })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByText(say("مؤكَّد", "Confirmed"), { exact: false })).toBeVisible();
      await expectNoAxeViolations(page);
      // The menu never widens the page (a phone would zoom out), and on a page deep in it the row
      // has scrolled its entry into view.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await page.goto(`${prefix}/profile/requests`);
      await waitForHydration(page);
      const last = menu.getByRole("link", {
        name: say("طلبات الوكالة والمالك الأجنبي", "Power of attorney & foreign owner"),
      });
      await expect(last).toHaveAttribute("aria-current", "page");
      await expect
        .poll(() =>
          last.evaluate((link) => {
            const row = link.closest("ul")!.getBoundingClientRect();
            const box = link.getBoundingClientRect();
            return box.left >= row.left - 1 && box.right <= row.right + 1;
          }),
        )
        .toBe(true);
    });

    test("settings: details, theme, notifications and password", async ({ page, baseURL }) => {
      test.skip(lang !== "ar", ONE_LANGUAGE);
      test.slow(); // 2 full axe analyses of long pages
      await signUp(page, baseURL!, "Test User", lang);
      await page.goto(`${prefix}/profile/settings`);
      await waitForHydration(page);
      await expectNoAxeViolations(page);

      // Details: a bad email is refused in place; a new name is saved and shown in the title.
      const details = page.locator("section", { has: page.locator("#details-title") });
      await details.getByLabel(say("البريد الإلكتروني", "Email")).fill("not-an-email");
      await details.getByRole("button", { name: say("حفظ", "Save") }).click();
      await expect(details.getByText(say("بريد إلكتروني غير صالح", "Invalid email"))).toBeVisible();
      await details.getByLabel(say("البريد الإلكتروني", "Email")).fill(uniqueContacts().email);
      await details.getByLabel(say("الاسم الكامل", "Full name")).fill("Renamed User");
      await details.getByRole("button", { name: say("حفظ", "Save") }).click();
      await expect(details.getByRole("status")).toHaveText(say("تم الحفظ.", "Saved."));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        say("المزايد Renamed User", "Bidder Renamed User"),
      );

      // Theme: saved on the account and applied at once.
      const preferences = page.locator("section", { has: page.locator("#preferences-title") });
      await preferences.getByLabel(say("داكن", "Dark")).check();
      await preferences.getByRole("button", { name: say("حفظ", "Save") }).click();
      await expect(page.locator("html")).toHaveClass(/dark/);
      expect(await page.evaluate(() => localStorage.getItem("mode"))).toBe("dark");
      await expectNoAxeViolations(page);

      // Notifications: a switch turned off stays off.
      const notifications = page.locator("section", { has: page.locator("#notifications-title") });
      const outbidSms = notifications.getByRole("checkbox", {
        name: say("تجاوز أحدهم مزايدتك: رسالة نصية", "Someone outbids you: SMS"),
      });
      await expect(outbidSms).toBeChecked();
      await outbidSms.uncheck();
      await notifications.getByRole("button", { name: say("حفظ", "Save") }).click();
      await expect(notifications.getByRole("status")).toHaveText(say("تم الحفظ.", "Saved."));
      await page.reload();
      await expect(outbidSms).not.toBeChecked();

      // Password: the current one is checked; the new one works for signing in.
      const password = page.locator("section", { has: page.locator("#password-title") });
      await password.getByLabel(say("كلمة المرور الحالية", "Current password")).fill("wrong-password");
      await password
        .getByLabel(say("كلمة المرور الجديدة", "New password"), { exact: true })
        .fill("new-secret-456");
      await password
        .getByLabel(say("تأكيد كلمة المرور الجديدة", "Confirm new password"))
        .fill("new-secret-456");
      await password.getByRole("button", { name: say("تغيير كلمة المرور", "Change password") }).click();
      await expect(
        password.getByText(say("كلمة المرور الحالية غير صحيحة", "Current password is incorrect")),
      ).toBeVisible();
      await password.getByLabel(say("كلمة المرور الحالية", "Current password")).fill(PASSWORD);
      await password.getByRole("button", { name: say("تغيير كلمة المرور", "Change password") }).click();
      await expect(password.getByRole("status")).toHaveText(
        say(
          "تم تغيير كلمة المرور، وسُجِّل خروج أجهزتك الأخرى.",
          "Your password is changed. Your other devices were signed out.",
        ),
      );
      // Still signed in here: the session was rotated, not ended.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test(`settings: signed-in devices, and a new phone confirmed by its code${lang === "en" ? " @smoke" : ""}`, async ({
      page,
      baseURL,
      playwright,
    }) => {
      const { email } = await signUp(page, baseURL!, "Device Owner", lang);
      // The same account signed in on another device.
      const other = await playwright.request.newContext({
        baseURL,
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1",
      });
      expect(
        (
          await other.post("/api/v1/auth/login", { data: { identifier: email, password: PASSWORD } })
        ).status(),
      ).toBe(200);

      await page.goto(`${prefix}/profile/settings`);
      const sessions = page.locator("section", { has: page.locator("#sessions-title") });
      await expect(sessions.getByTestId("session-list").getByRole("listitem")).toHaveCount(2);
      await expect(sessions.getByText(say("هذا الجهاز", "This device"))).toBeVisible();
      await expect(sessions.getByText("Safari · iOS")).toBeVisible();
      await sessions
        .getByRole("button", { name: say("تسجيل خروج جميع الأجهزة الأخرى", "Sign out all other devices") })
        .click();
      await expect(sessions.getByRole("status").first()).toHaveText(
        say("سُجِّل خروج جهاز واحد.", "1 device was signed out."),
      );
      await expect(sessions.getByTestId("session-list").getByRole("listitem")).toHaveCount(1);
      expect((await other.get("/api/v1/me")).status()).toBe(401);
      await other.dispose();

      // A new phone needs the current password, then the code texted to it.
      const newPhone = uniqueContacts().phone;
      const details = page.locator("section", { has: page.locator("#details-title") });
      await details.getByLabel(say("رقم الجوال", "Mobile number")).fill(newPhone.replace("+966", "0"));
      await details.getByLabel(say("كلمة المرور الحالية", "Current password")).fill(PASSWORD);
      await details.getByRole("button", { name: say("حفظ", "Save") }).click();
      const confirm = page.locator("section", { has: page.locator("#new-phone-title") });
      await expect(confirm).toBeVisible();
      const code = await latestCode(page.request, newPhone);
      // Arabic-Indic digits are understood.
      await confirm
        .getByLabel(say("الرمز", "Code"))
        .fill(code.replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!));
      await confirm.getByRole("button", { name: say("تأكيد الرقم", "Confirm number") }).click();
      await expect(
        details.getByText(say("تم تأكيد رقم جوالك الجديد.", "Your new mobile number is confirmed.")),
      ).toBeVisible();
      await expect(confirm).toHaveCount(0);
      const me = (await (await page.request.get("/api/v1/me")).json()) as { phone: string };
      expect(me.phone).toBe(newPhone);
    });
  });
}

test("choosing English in the Arabic settings moves the page to English", async ({ page, baseURL }) => {
  await signUp(page, baseURL!, "Language User", "ar");
  await page.goto("/profile/settings");
  const preferences = page.locator("section", { has: page.locator("#preferences-title") });
  await preferences.getByLabel("اللغة").selectOption("en");
  await preferences.getByRole("button", { name: "حفظ" }).click();
  await expect(page).toHaveURL(/\/en\/profile\/settings$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
