// Lint rules for every source file: TypeScript's recommended checks, React and
// its hooks rules, accessibility in JSX, the project's import floors
// (scripts/lint/import-layers.mjs), and nothing about layout (Prettier owns
// that, so the two never disagree).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { importLayersRule, LAYERS } from "./scripts/lint/import-layers.mjs";

/** The folders whose code runs in the build, the browser and a server alike. */
const RUNS_ANYWHERE = Object.entries(LAYERS)
  .filter(([, layer]) => layer.packages)
  .map(([folder]) => `${folder}/**`);

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      "bench/floor/.cache/",
      "bench/floor/public/",
      "bench/peer/.cache/",
      "bench/peer/public/",
      "src/gatsby-types.d.ts",
      "worker/worker-configuration.d.ts",
      "coverage/",
      "test-results/",
      "playwright-report/",
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,jsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "detect" } },
  },
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Types are checked by TypeScript; prop-types would repeat them.
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-import-type-side-effects": "error",
    },
  },
  {
    plugins: { project: { rules: { "import-layers": importLayersRule } } },
    rules: { "project/import-layers": ["error", { root: import.meta.dirname }] },
  },
  {
    // The models: no global that only Node or only a browser has.
    files: RUNS_ANYWHERE,
    rules: {
      "no-restricted-globals": [
        "error",
        ...["process", "Buffer", "require", "module", "__dirname", "__filename", "global"].map((name) => ({
          name,
          message: "Node-only: the models also run in the browser and on a server (workerd).",
        })),
        ...["window", "document", "navigator", "localStorage", "sessionStorage", "location"].map((name) => ({
          name,
          message: "Browser-only: the models also run in the build and on a server (workerd).",
        })),
      ],
    },
  },
  {
    // A visitor's page gets its words from its own query, in its own language
    // (docs/architecture.md, "Languages"); importing the messages files would
    // ship every language's words in the page's scripts. The content editor,
    // which is not a visitor's page, previews with them, and the server render
    // writes a static host's pages' seat words into their html.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/admin/**", "src/gatsby-hooks/seat-words.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "content/messages(\\.ts)?$|content/messages/",
              message: "Read messages with useMessages(group); the page's query asks for the group.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS: the Jest configuration and the mocks Jest loads by name.
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts"],
    languageOptions: { globals: globals.jest },
  },
  prettier,
);
