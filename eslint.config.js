import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const serverImport = {
  group: ["\\#server/**", "**/server/**", "**/server", "**/*.server", "**/*.server.*"],
  message: "Browser code must not import server code (STYLE §1): pass data through a route loader.",
};

const deepRelativeImport = {
  group: ["../../../*"],
  message:
    "Use a package import (#app/*, #server/*, #contracts/*) instead of climbing three folders (STYLE §15).",
};

// Decision 051: orders call payments, never the other way; what both need lives below them.
const ordersImport = {
  group: [
    "\\#server/orders/*",
    "**/server/orders/*",
    "../orders/*",
    "../../orders/*",
    "../../../orders/*",
  ],
  message:
    "Payments must not import server/orders/ (decision 051): move what both need below them, or let orders pass it in.",
};

// Decision 048: a page pays for the zod it imports; zod/mini is a fraction of full zod's 27 KB gzip.
const fullZod = ["zod", "zod/v4", "zod/v4/classic", "zod/v3"].map((name) => ({
  name,
  message: "Browser code and contracts import zod/mini, not full zod (decision 048).",
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      // `import { type X }` alone keeps the module (and its side effects) in a bundle.
      "@typescript-eslint/no-import-type-side-effects": "error",
      "no-restricted-imports": ["error", { patterns: [deepRelativeImport] }],
    },
  },
  {
    // Routes and contracts reach the browser's bundles: zod/mini only.
    files: ["app/**", "contracts/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: fullZod, patterns: [deepRelativeImport] }],
    },
  },
  {
    // Payments sit below orders: orders import them, not the other way.
    files: ["server/payments/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [ordersImport, deepRelativeImport] }],
    },
  },
  {
    // Components and browser helpers run in the browser: no server code, types included.
    files: ["app/components/**", "app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: fullZod, patterns: [serverImport, deepRelativeImport] },
      ],
    },
  },
);
