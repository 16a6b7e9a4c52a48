import type { HomePageContent, IconName, Image, Project, ServicePageContent } from "./schema";

// Content as the components receive it. The route loaders run at build time
// and resolve image slots to files and icon names to SVG markup, so neither
// the image table nor the icon set is shipped in the JavaScript bundle.

export type ResolvedImage = {
  src: string;
  width: number;
  height: number;
  /** An owner photo (real work) rather than an illustration: only a photo may be called "our work". */
  photo: boolean;
  /** Format → srcset, for owner photos; SVG illustrations are sharp at any size. */
  sources?: { type: string; srcSet: string }[];
};

export type PreparedImage = ResolvedImage & { alt: string };

/** The inner markup of an icon's <svg>, rendered at build time; `filled` for brand marks, else stroked. */
export type PreparedIcon = { svg: string; filled?: boolean };

type Photo = Project["photos"][number];

export type Prepared<T> = T extends Image | Photo
  ? PreparedImage
  : T extends IconName
    ? PreparedIcon
    : T extends readonly (infer Item)[]
      ? Prepared<Item>[]
      : T extends object
        ? { [K in keyof T]: Prepared<T[K]> }
        : T;

export type PreparedHome = Prepared<HomePageContent>;
export type PreparedService = Prepared<ServicePageContent>;
export type PreparedProject = Prepared<Project>;
export type PreparedSection = Prepared<ServicePageContent["sections"][number]>;
