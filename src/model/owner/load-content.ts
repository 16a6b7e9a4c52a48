// The content folder on disk, checked with everything the owner is told about it (check-content.ts).
import { contentPaths, folderStore } from "../contract/load.ts";
import { checkContent } from "./check-content.ts";

/**
 * Reads and validates all content: once per build (the content Vite plugin
 * calls it), and in tests, which take their expected values from it.
 */
export function loadContent(root = process.cwd(), siteUrl = process.env.SITE_URL) {
  return { ...checkContent(folderStore(root), siteUrl), paths: contentPaths(root) };
}
