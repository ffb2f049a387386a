import { signInAs, test, waitForHydration } from "./support";

for (const lang of ["ar", "en"] as const)
  for (const width of [360, 1280])
    for (const mode of ["light", "dark"] as const)
      test(`shot ${lang} ${width} ${mode}`, async ({ page, context, baseURL }) => {
        await signInAs(context, "owner", baseURL!);
        await context.addInitScript((m) => localStorage.setItem("mode", m), mode);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${lang === "ar" ? "" : "/en"}/mazadStatus`);
        await waitForHydration(page);
        await page.screenshot({ path: `/tmp/status-shots/${lang}-${width}-${mode}.png`, fullPage: true });
      });
