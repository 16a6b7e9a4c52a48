import type { Plugin } from "vite";
import { aspectName, encodingGroups, photoQuality, slotsOfField } from "../../src/lib/photo-slots.ts";
import { uploadFileName } from "../../src/model/contract/schema.ts";
import { collectImages } from "../../src/model/contract/validate.ts";
import { bodyImages } from "../../src/model/contract/guide-body.ts";
import { contentPaths } from "../../src/model/contract/load.ts";
import { loadContent } from "../../src/model/owner/load-content.ts";
import { ownerItem } from "../../src/model/owner/owner-messages.ts";
import { publicContent } from "../../src/model/owner/go-live.ts";
import { buildMode, usableSiteUrl, type LoadedContent } from "../../src/model/owner/production.ts";

const id = "virtual:site-content";
const resolvedId = `\0${id}`;

/** The formats owner photos are encoded in, each at its measured quality (src/lib/photo-slots.ts). */
const photoFormats = ["avif", "webp"] as const;

/**
 * PHOTO_WIDEST (the photo site's build, scripts/photos/photo-site.ts): encode no photo wider than this, the
 * widest file a phone fetches. The audit measures phones only, and the desktop's 800 and 1200 px AVIFs were
 * most of that build's time; a wider screen then gets the widest file there is (images.ts). Unset, every width.
 */
const phoneWidthsOnly = () => Number(process.env.PHOTO_WIDEST) || Infinity;

/**
 * The crops and widths each photo is encoded at: the union of what its slots show (src/lib/photo-slots.ts),
 * so a photo costs the build only the files a page can ask for.
 */
export function photoEncodings(
  content: Pick<LoadedContent["content"], "home" | "services" | "projects" | "guides">,
  widest = phoneWidthsOnly(),
) {
  const byRef = new Map<string, Map<string, Set<number>>>();
  const add = (ref: string, names: ReturnType<typeof slotsOfField>) => {
    if (!uploadFileName(ref)) return;
    const crops = byRef.get(ref) ?? new Map<string, Set<number>>();
    byRef.set(ref, crops);
    for (const group of names.flatMap(encodingGroups)) {
      const widths = crops.get(aspectName(group.aspect)) ?? new Set<number>();
      crops.set(aspectName(group.aspect), widths);
      const kept = group.widths.filter((width) => width <= widest);
      for (const width of kept.length ? kept : group.widths.slice(0, 1)) widths.add(width);
    }
  };
  const records = [
    ["home", [content.home]],
    ["service", Object.values(content.services)],
    ["project", content.projects],
  ] as const;
  for (const [kind, list] of records)
    for (const record of list)
      for (const image of collectImages(record)) add(image.ref, slotsOfField(kind, image.path.slice(0, -1)));
  for (const guide of content.guides) for (const ref of bodyImages(guide.body)) add(ref, slotsOfField("guide", []));
  return byRef;
}

/**
 * Hands the content to the pages as `virtual:site-content`: the parsed records,
 * plus an import for each image they use (owner photos through vite-imagetools,
 * illustrations as files). Pages render at build time, so no YAML, zod or
 * content-reading code reaches the browser. The content is read and validated
 * once (`api.load`, cached): a build checks it first, through the site
 * integration, which stops on invalid content before anything is written;
 * `npm run dev` reads it again after an edit.
 */
export function siteContent(
  root = process.cwd(),
  read = () => loadContent(root, usableSiteUrl(process.env)),
): Plugin & { api: { load: () => LoadedContent } } {
  let loaded: LoadedContent | undefined;
  const load = () => (loaded ??= read());

  return {
    name: "site-content",
    // The integration checks the content and writes the build report and security.txt from the same copy.
    api: { load },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(moduleId) {
      if (moduleId !== resolvedId) return;
      const { paths, examples, review, leftOut, ...loaded } = load();
      const mode = buildMode(process.env, examples);
      // A draft production build: every page says so and lists what is still an example, what the
      // public site will leave out, and the «راجِع» values. The public site leaves the samples out.
      const draft =
        mode === "draft"
          ? { examples: examples.map(ownerItem), review: review.map(ownerItem), leftOut: leftOut.map(ownerItem) }
          : null;
      const content = mode === "public" ? publicContent(loaded.content) : loaded.content;
      const refs = new Set([
        ...[content.home, ...Object.values(content.services), ...content.projects].flatMap((record) =>
          collectImages(record).map((image) => image.ref),
        ),
        ...content.guides.flatMap((guide) => bodyImages(guide.body)),
      ]);
      const imports: string[] = [];
      const entries: string[] = [];
      const encodings = photoEncodings(content);
      [...refs].sort().forEach((ref, i) => {
        const upload = uploadFileName(ref);
        if (!upload) {
          imports.push(`import image${i} from ${JSON.stringify(`${paths.illustrationsDir}/${ref}.svg?url`)};`);
          entries.push(`${JSON.stringify(ref)}: { url: image${i} }`);
          return;
        }
        // Each crop in each format: the files' URLs and sizes (vite-imagetools' metadata).
        const crops = [...(encodings.get(ref) ?? [])].map(([aspect, widths], j) => {
          const formats = photoFormats.map((format) => {
            const name = `image${i}_${j}_${format}`;
            const query = `w=${[...widths].sort((a, b) => a - b).join(";")}&aspect=${aspect}&format=${format}&quality=${photoQuality[format]}&as=meta:src;width;height`;
            imports.push(`import ${name} from ${JSON.stringify(`${paths.uploadsDir}/${upload}?${query}`)};`);
            return `${format}: [${name}].flat()`;
          });
          return `${JSON.stringify(aspect)}: { ${formats.join(", ")} }`;
        });
        entries.push(`${JSON.stringify(ref)}: { photo: { ${crops.join(", ")} } }`);
      });
      return `${imports.join("\n")}\nexport const content = ${JSON.stringify(content)};\nexport const draft = ${JSON.stringify(draft)};\nexport const images = {\n${entries.join(",\n")}\n};\n`;
    },
    configureServer(server) {
      // `npm run dev`: an edit in content/ or a new upload shows on the next reload.
      const { contentDir, uploadsDir } = contentPaths(root);
      server.watcher.add([contentDir, uploadsDir]);
      server.watcher.on("all", (_event, path) => {
        if (!path.startsWith(contentDir) && !path.startsWith(uploadsDir)) return;
        loaded = undefined;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
