// The pages are complete HTML; JavaScript only adds interactivity (the menu,
// tooltips, client-side navigation). On a slow phone, evaluating React before
// the first paint delays the content itself. After pre-rendering, this
// rewrites React Router's bootstrap so that:
//  - its module preloads are low priority, leaving the bandwidth to the
//    stylesheet, the fonts and the hero image;
//  - the modules are evaluated, and the page hydrated, once the page has loaded
//    and painted, instead of as soon as they arrive.
// React Router renders these elements with suppressHydrationWarning, so
// hydration is unaffected; serving.js hashes the rewritten inline script for
// the CSP afterwards.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
const sideEffectImport = /^import "([^"]+)";$/gm;
const namespaceImport = /^import \* as (\w+) from "([^"]+)";$/gm;

/** React Router's inline bootstrap, with its static imports turned into imports that wait for the load event. */
export function deferBootstrap(script: string) {
  const first = [...script.matchAll(sideEffectImport)].map(([, url]) => url!);
  const named = [...script.matchAll(namespaceImport)].map(([, name, url]) => ({ name: name!, url: url! }));
  const rest = script.replace(sideEffectImport, "").replace(namespaceImport, "").trim();
  if (!rest.includes("import(")) throw new Error("Unexpected React Router bootstrap script: no entry import");
  const start = [
    "async()=>{",
    ...first.map((url) => `await import(${JSON.stringify(url)});`),
    `const [${named.map((n) => n.name).join(",")}]=await Promise.all([${named.map((n) => `import(${JSON.stringify(n.url)})`).join(",")}]);`,
    rest,
    "}",
  ].join("");
  return `const start=${start};const later=()=>requestAnimationFrame(()=>setTimeout(start));document.readyState==="complete"?later():addEventListener("load",later,{once:true});`;
}

export async function deferHydration(clientDir: string) {
  const files = (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  await Promise.all(
    files.map(async (file) => {
      const path = join(clientDir, file);
      const html = await readFile(path, "utf8");
      const match = bootstrap.exec(html);
      if (!match) throw new Error(`${file}: React Router's bootstrap script was not found`);
      const rewritten = html
        .replace(match[0], `<script type="module" async="">${deferBootstrap(match[1]!)}</script>`)
        .replace(/<link rel="modulepreload"[^>]*>/g, "");
      await writeFile(path, rewritten);
    }),
  );
}
