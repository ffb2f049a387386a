import css from "@eslint/css";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { tailwind4 } from "tailwind-csstree";
import tseslint from "typescript-eslint";
import logicalCss from "./eslint/logical-css.js";

/**
 * Pages translate with the app's own useTranslation and translator (app/i18n/use-translation.ts,
 * app/i18n/i18n.ts): react-i18next and i18next would put 17 KiB of gzipped JavaScript back into
 * every first visit (ADR 043). Repeated in each block that sets no-restricted-imports, since a
 * later block's setting replaces an earlier one's.
 */
const useTranslationRestriction = {
  name: "react-i18next",
  message: "Use useTranslation from ~/i18n/use-translation (ADR 043).",
};
import tableOwnership from "./eslint/table-ownership.js";

const code = ["**/*.{js,mjs,cjs,ts,tsx}"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "tests/.tmp/",
      ".data/",
      "drizzle/meta/",
    ],
  },
  {
    files: code,
    extends: [js.configs.recommended, ...tseslint.configs.recommended, importX.flatConfigs.typescript],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { mazad: { rules: { ...logicalCss.rules, "table-ownership": tableOwnership } } },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: "tsconfig.json" }),
        importX.createNodeResolver(),
      ],
      // Dependencies are not ours to check for cycles; parsing their bundles is slow and deep.
      "import-x/ignore": ["node_modules"],
    },
    rules: {
      "mazad/no-physical-sides": "error",
      "mazad/table-ownership": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-cycle": ["error", { maxDepth: 10, ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The app's useTranslation (app/i18n/use-translation.ts), never react-i18next's.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [useTranslationRestriction],
        },
      ],
    },
  },
  // Module boundaries: the domain never reaches into pages or the HTTP server; shared UI never
  // reaches into routes; the browser never imports server-only modules.
  {
    files: ["app/modules/**", "app/db/**", "app/i18n/**", "app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [useTranslationRestriction],
          patterns: [
            {
              group: ["~/routes/*", "~/routes/**", "**/routes/**"],
              message: "The domain must not import routes.",
            },
            { group: ["#server/*", "**/server/**"], message: "The domain must not import the HTTP server." },
            {
              group: ["~/components/*", "~/components/**"],
              message: "The domain must not import UI components.",
            },
          ],
        },
      ],
    },
  },
  // Writes and their effects (ADR 019): pages, handlers and jobs run a write through `runWrite`,
  // which publishes its live events and notification copies after the commit; only the bid queue,
  // which commits batches of its own, publishes by itself.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: [
      "app/modules/notifications/effects.server.ts",
      "app/modules/bidding/bid-queue.server.ts",
      "**/*.test.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='publishEffects']",
          message:
            "Run the write through runWrite (app/modules/notifications/effects.server.ts), which publishes after the commit.",
        },
      ],
    },
  },
  // Money transactions (ADR 019): opened through runTransaction (app/db/transaction.server.ts), which
  // tries a serialization failure or deadlock again, never by a bare `.transaction(...)`.
  {
    files: ["app/modules/{bidding,wallet,payments,withdrawals,idempotency}/**/*.ts"],
    ignores: ["app/modules/bidding/bid-queue.server.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='publishEffects']",
          message:
            "Run the write through runWrite (app/modules/notifications/effects.server.ts), which publishes after the commit.",
        },
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message:
            "Open money transactions with runTransaction (app/db/transaction.server.ts): it retries conflicts and deadlocks.",
        },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/routes/*", "~/routes/**"], message: "Shared components must not import routes." },
            {
              group: ["**/*.server", "**/*.server.ts"],
              message: "Components run in the browser: no server-only modules.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // Stylesheets: logical properties only (inline-start/end, inset-inline …), parsed with
  // Tailwind v4's at-rules.
  {
    files: ["**/*.css"],
    plugins: { css },
    language: "css/css",
    languageOptions: { customSyntax: tailwind4, tolerant: true },
    rules: {
      "css/prefer-logical-properties": [
        "error",
        {
          // Only the inline axis mirrors between Arabic and English; vertical sides and sizes stay.
          allowProperties: [
            "top",
            "bottom",
            "width",
            "height",
            "min-width",
            "max-width",
            "min-height",
            "max-height",
            "margin-top",
            "margin-bottom",
            "padding-top",
            "padding-bottom",
            "border-top",
            "border-bottom",
            "border-top-width",
            "border-bottom-width",
            "border-top-color",
            "border-bottom-color",
            "overflow-x",
            "overflow-y",
            "overscroll-behavior-x",
            "overscroll-behavior-y",
          ],
          allowUnits: ["vw", "vh", "dvh", "svh", "lvh"],
        },
      ],
    },
  },
);
