import { renderToStaticMarkup } from "react-dom/server";
import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";
import { layout } from "~/model/views/site-data";
import { LayoutProvider, useLayout } from "./layout-context";

function SkipLinkWords() {
  return <span>{useLayout().ui.skipLink}</span>;
}

describe("the layout's context", () => {
  test("gives a component the layout it is drawn in", () => {
    const html = renderToStaticMarkup(
      <LayoutProvider layout={layout}>
        <SkipLinkWords />
      </LayoutProvider>,
    );
    expect(html).toBe(`<span>${layout.ui.skipLink}</span>`);
  });

  test("refuses to draw a component outside it, instead of falling back on global words", () => {
    expect(() => renderToStaticMarkup(<SkipLinkWords />)).toThrow(/LayoutProvider/);
  });

  test("is the only way into the content: ESLint refuses a component that imports the built content", async () => {
    const eslint = new ESLint();
    const lint = async (code: string) =>
      (await eslint.lintText(code, { filePath: "src/components/sections/example.tsx" }))[0]!.messages.map(
        (message) => message.ruleId,
      );
    expect(await lint('import { content } from "~/model/views/site-data";\nexport const x = content;\n')).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
    expect(await lint('import { content } from "virtual:site-content";\nexport const x = content;\n')).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
    expect(await lint('import { useLayout } from "./layout-context";\nexport const x = useLayout;\n')).toEqual([]);
  }, 60_000);
});
