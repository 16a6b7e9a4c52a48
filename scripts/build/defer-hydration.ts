// The pages are complete HTML; JavaScript only adds interactivity (the menu,
// tooltips, client-side navigation). After pre-rendering, this rewrites the
// scripts React Router writes into every page:
//  - Nothing executable stays inline, so one CSP (script-src 'self', no hashes)
//    fits every page of every build, and a rebuild never leaves a server sending
//    a policy that no longer matches its pages. The router's context and its
//    streamed loader data become JSON blocks, which browsers never run; the
//    code moves to content-hashed files in assets/.
//  - The modules are evaluated, and the page hydrated, once the page has loaded
//    and painted its first content instead of as soon as they arrive, and their preloads are
//    dropped, leaving the bandwidth to the stylesheet, the fonts and the hero image.
// Hydration is unaffected: each <script> element stays where it was, and React
// 19 matches a rendered <script> with any script in <body> that is not an async
// external one (React Router renders them with suppressHydrationWarning).
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

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
  // Once the page has loaded and painted its first content: the page is whole
  // without JavaScript, so hydration never competes with the first paint.
  // Browsers without paint timing, or a hidden tab that never paints, start after 3 s.
  return (
    `const start=${start};let started=0;const go=()=>{started||(started=1,setTimeout(start))};` +
    `const painted=()=>{performance.getEntriesByType("paint").length?go():` +
    `(new PerformanceObserver(go).observe({type:"paint"}),setTimeout(go,3e3))};` +
    `document.readyState==="complete"?painted():addEventListener("load",painted,{once:!0});`
  );
}

// React Router's inline scripts, as 7.18 writes them. An unknown one fails the build
// rather than shipping a page whose script the CSP would block.
const contextScript =
  /^window\.__reactRouterContext = (\{[\s\S]*\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$/;
const enqueueScript = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/;
const closeScript = "window.__reactRouterContext.streamController.close();";

/** Rebuilds what the context script set up, from the JSON blocks, before the bootstrap runs. */
const contextFromJson =
  'const read=(e)=>JSON.parse(e.textContent);const context=window.__reactRouterContext=read(document.getElementById("rr-context"));' +
  'context.stream=new ReadableStream({start(controller){for(const e of document.querySelectorAll("script[data-rr-chunk]"))controller.enqueue(read(e));controller.close();}}).pipeThrough(new TextEncoderStream());';

type Asset = (prefix: string, code: string) => string;

/** One page's HTML with its inline scripts moved out; `asset` stores code and returns its URL. */
export function externalizeScripts(html: string, asset: Asset) {
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (tag, attributes: string, body: string) => {
      if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) return tag;
      const context = contextScript.exec(body);
      if (context) {
        JSON.parse(context[1]!);
        return `<script type="application/json" id="rr-context">${context[1]}</script>`;
      }
      const chunk = enqueueScript.exec(body);
      if (chunk) {
        JSON.parse(chunk[1]!);
        return `<script type="application/json" data-rr-chunk="">${chunk[1]}</script>`;
      }
      if (body === closeScript) return "";
      // A module without async would wait for parsing anyway; async on an external
      // script would make React skip it while hydrating.
      if (attributes === ' type="module" async=""') {
        return `<script type="module" src="${asset("hydrate", contextFromJson + deferBootstrap(body))}"></script>`;
      }
      // ScrollRestoration's script: it only needs to run before hydration.
      if (attributes === "") return `<script defer="" src="${asset("inline", body)}"></script>`;
      throw new Error(`Unexpected inline script <script${attributes}>: ${body.slice(0, 80)}…`);
    });
}

export async function deferHydration(clientDir: string) {
  const files = (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  const assets = new Map<string, string>();
  const asset: Asset = (prefix, code) => {
    const name = `${prefix}-${createHash("sha256").update(code).digest("base64url").slice(0, 10)}.js`;
    assets.set(name, code);
    return `/assets/${name}`;
  };
  await Promise.all(
    files.map(async (file) => {
      const path = join(clientDir, file);
      await writeFile(path, externalizeScripts(await readFile(path, "utf8"), asset));
    }),
  );
  await mkdir(join(clientDir, "assets"), { recursive: true });
  await Promise.all([...assets].map(([name, code]) => writeFile(join(clientDir, "assets", name), code)));
}
