import { serviceSlugs } from "./pages.ts";

/**
 * Each service's name as the owner wrote it on its page (content/pages/<slug>.yml → name):
 * the admin's label of that page and of that service among the choices, and the name his
 * messages give it, so a rename reaches the admin with the next build. Read from the records
 * as they are, so a page with a mistake elsewhere still has its name.
 */
export function serviceNames(records: Partial<Record<string, { data: unknown } | undefined>>) {
  return Object.fromEntries(
    serviceSlugs.flatMap((slug) => {
      const name = (records[slug]?.data as { name?: unknown } | undefined)?.name;
      return typeof name === "string" && name.trim() ? [[slug, name.trim()]] : [];
    }),
  ) as Partial<Record<string, string>>;
}
