// @ts-check
import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import playwright from "eslint-plugin-playwright";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The rooms of src/model, lowest first: a room imports only the rooms below it (src/model/README.md says what each
 * room is and why this order). A type may look up, as everywhere.
 */
const modelRooms = ["contract", "languages", "views", "owner"];

/**
 * The floor of one room: none of the rooms above it, by alias or relative path.
 * @param {string} room
 * @param {string[]} above
 */
const roomFloor = (room, above) =>
  above.length
    ? [
        {
          regex: `^(~/model/|(\\.\\./)+(model/)?)(${above.join("|")})/`,
          allowTypeImports: true,
          message: `src/model/${room}/ imports only the rooms below it (${modelRooms.join(" < ")}): what it needs of ${above.join(" or ")} belongs in it or below it.`,
        },
      ]
    : [];

/** What no module of src/model imports, whatever its room: the pages' drawing, the routes, the build's tools. */
const modelFloors = [
  {
    regex: "^(~/|(\\.\\./)+)(components|pages|browser|routes)(/|\\.tsx?$|$)",
    allowTypeImports: true,
    message: "src/model derives from content; the pages and components import it, not the other way.",
  },
  { regex: "(^|/)(scripts|admin|worker)/", message: "src/model imports no build, admin or Worker code." },
];

export default tseslint.config(
  { ignores: ["build/", "build-photos/", ".astro/", "node_modules/", ".audit/", ".playwright/", ".wrangler/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  // React lives in .tsx files only (no .ts file holds a component or a hook). Scoped, the compiler's
  // checks skip the other 150 files, which cost them half of ESLint's time.
  { files: ["**/*.tsx"], ...reactHooks.configs.flat.recommended },
  jsxA11y.flatConfigs.recommended,
  // The .astro files: their front matter as TypeScript, their markup through jsx-a11y (above), which reads the
  // parser's JSX nodes.
  ...astro.configs["flat/recommended"],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `const { a: _a, ...rest } = x` is how this code drops a key from an object.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  // The floors of docs/architecture.md ("Imports point down"): src/lib imports nothing of the site's (it takes what
  // it needs as arguments), src/model nothing of the pages' drawing or the build's tools, src/components none of
  // the routes. A type is not an import at run time, so `import type` may look up (a helper typed by a schema).
  {
    files: ["src/lib/**/*.{ts,tsx}"],
    ignores: ["src/lib/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\./)+)(model|components|pages|browser|routes)(/|\\.tsx?$|$)",
              allowTypeImports: true,
              message: "src/lib imports nothing of the site's: take it as an argument.",
            },
            { regex: "^virtual:", message: "src/lib reads no content module: take it as an argument." },
            { regex: "(^|/)(scripts|admin|worker)/", message: "src/lib imports no build, admin or Worker code." },
          ],
        },
      ],
    },
  },
  // src/model imports nothing of the pages' drawing, the routes or the build's tools, in every room; and its rooms
  // have floors of their own (the flat config's last match wins, so each room repeats the model's floors).
  {
    files: ["src/model/**/*.ts"],
    ignores: ["src/model/**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: modelFloors }] },
  },
  ...modelRooms.map(
    /** @returns {import("typescript-eslint").ConfigWithExtends} */
    (room, index) => ({
      files: [`src/model/${room}/**/*.ts`],
      ignores: ["src/model/**/*.test.ts"],
      rules: {
        "@typescript-eslint/no-restricted-imports": [
          "error",
          { patterns: [...modelFloors, ...roomFloor(room, modelRooms.slice(index + 1))] },
        ],
      },
    }),
  ),
  // Components take their words as props or from the layout's context (src/components/layout/layout-context.tsx):
  // none reads the built content, so the same component draws the admin's draft and, later, another language.
  // Nor do they import the routes or the build's tools; a page's props type comes from its data builder.
  {
    files: ["src/components/**/*.tsx", "src/components/**/*.ts"],
    ignores: ["src/components/**/*.test.tsx", "src/components/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "virtual:site-content", message: "Take it as a prop, or from useLayout()." },
            { name: "~/model/views/site-data", message: "Take it as a prop, or from useLayout()." },
          ],
          patterns: [
            { regex: "site-data$", message: "Take it as a prop, or from useLayout()." },
            {
              regex: "^(~/|(\\.\\./)+)(pages|routes)(/|\\.tsx?$|$)",
              allowTypeImports: true,
              message: "A component draws its props; the route table and the data builders call it.",
            },
            { regex: "(^|/)(scripts|admin|worker)/", message: "Components import no build, admin or Worker code." },
          ],
        },
      ],
    },
  },
  // The browser tests: web-first assertions, no fixed sleeps, nothing skipped,
  // and the shared harness (tests/browser/fixtures.ts) instead of the raw runner.
  {
    files: ["tests/**/*.spec.ts"],
    ...playwright.configs["flat/recommended"],
    rules: {
      ...playwright.configs["flat/recommended"].rules,
      "playwright/no-skipped-test": "error",
      "playwright/no-wait-for-timeout": "error",
      "playwright/no-networkidle": "error",
      "playwright/prefer-web-first-assertions": "error",
      "playwright/no-conditional-in-test": "off",
      "playwright/no-conditional-expect": "off",
      "playwright/expect-expect": ["error", { assertFunctionPatterns: ["^expect", "^check"] }],
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", message: "Import test and expect from tests/browser/fixtures." }] },
      ],
    },
  },
);
