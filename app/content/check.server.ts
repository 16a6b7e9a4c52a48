import { home } from "./home";
import { serviceFiles } from "./services";
import { exampleValues, site } from "./site";
import { validateContent } from "./validate";
import { imageExistsOnDisk } from "../lib/image-exists.server";

/** Validates all content against the files on disk; run by the Vite plugin before every build. */
export function checkContent(root: string) {
  const result = validateContent({
    site: { file: "app/content/site.ts", data: { ...site, url: process.env.SITE_URL || site.url } },
    home: { file: "app/content/home.ts", data: home },
    services: Object.entries(serviceFiles).map(([file, data]) => ({ file, data })),
    imageExists: (src) => imageExistsOnDisk(root, src),
  });
  const placeholders = Object.entries(exampleValues)
    .filter(([key, value]) => result.site[key as keyof typeof exampleValues] === value)
    .map(([key]) => key);
  return { ...result, placeholders };
}
