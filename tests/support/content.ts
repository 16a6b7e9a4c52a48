import { englishSite, pathIn } from "../../src/model/languages/english";
import { loadContent } from "../../src/model/owner/load-content";
import { navigation } from "../../src/model/views/navigation";
import { listedPages } from "../../src/model/views/route-pages";

/**
 * The site's content, read and validated exactly as the build reads it. Browser
 * tests take every expected value from here (phone, prices, copy), so an owner's
 * edit never needs a test change.
 */
export const { content } = loadContent();
export const { site, ui } = content;
export const nav = navigation(content);

/** Every page a search engine may list, by its Arabic address: the route table's pages of this content. */
export const pagePaths = listedPages(content);

/** The English pages the build has (src/model/languages/english.ts): their Arabic pairs are in pagePaths. */
export const englishPaths = [...(englishSite(content)?.paths ?? [])].map((path) => pathIn("en", path));
