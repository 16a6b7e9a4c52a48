import { z } from "zod";

// Zod schemas for every content record (spec §3). Types are inferred from
// them so that the TypeScript shape and the build-time validation can never
// drift apart. Content modules import only the types; the schemas run at build
// time (see validate.ts) and never reach the browser bundle.

const text = z.string().trim().min(1, "must not be empty");

/** Illustration or photo slot, e.g. "fencing/1" → app/assets/illustrations/fencing/1.svg or photos/fencing/1.jpg. */
export const imageSchema = z.object({
  src: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'must look like "folder/name", e.g. "fencing/1"'),
  alt: text,
});

export const iconNames = [
  "warehouse",
  "car",
  "door",
  "hammer",
  "layers",
  "fence",
  "grid",
  "blinds",
  "sun",
  "shield",
  "home",
  "building",
  "factory",
  "trees",
  "waves",
  "store",
  "wrench",
  "ruler",
  "sparkles",
  "clock",
  "badge-check",
  "thermometer",
  "droplets",
  "palette",
  "lightbulb",
  "tractor",
  "fuel",
  "hard-hat",
  "file-check",
] as const;
export const iconSchema = z.enum(iconNames);

export const priceUnits = ["sqm", "linear-metre", "metre", "unit"] as const;

/** An indicative price range in SAR. */
export const priceSchema = z
  .object({
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    unit: z.enum(priceUnits),
  })
  .refine((p) => p.min <= p.max, {
    message: "min must not be greater than max",
    path: ["min"],
  });

/** Internal paths the site pre-renders, plus in-page anchors on them. */
export const internalHref = z.string().regex(/^\/[A-Za-z-]*(#[a-z-]+)?$/, "must be a site path like /fencing");

// Spec §3 records.
export const serviceCardSchema = z.object({ title: text, description: text, icon: iconSchema });
export const serviceImageCardSchema = z.object({ title: text, image: imageSchema, href: internalHref.optional() });
export const projectCardSchema = z.object({ title: text, description: text, image: imageSchema, href: internalHref });
export const galleryItemSchema = z.object({ image: imageSchema });
export const serviceSchema = z.object({ title: text, description: text });
export const priceRowSchema = z.object({ type: text, price: priceSchema, description: text });
export const shutterTypeSchema = z.object({ title: text, description: text, price: priceSchema });
export const canopyTypeSchema = shutterTypeSchema.extend({ features: z.array(text).min(1) });
/** The step number is the item's position, so it can never be out of order. */
export const stepSchema = z.object({ title: text, description: text });
export const faqSchema = z.object({ question: text, answer: text });
export const materialSchema = z.object({ title: text, description: text });
export const specSchema = z.object({ name: text, value: text });
export const claddingSizeSchema = z.object({ thickness: text, dimensions: text, price: priceSchema });
export const useCaseSchema = z.object({ icon: iconSchema, title: text, description: text });

const sectionId = z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lowercase anchor id");
const sectionBase = { id: sectionId, title: text, intro: text.optional() };

/** The blocks a service page is assembled from, rendered in the order given. */
export const sectionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("services"),
    ...sectionBase,
    items: z.array(serviceSchema).min(1),
    /** Number the cards instead of ticking them (e.g. a catalogue of types). */
    numbered: z.boolean().optional(),
  }),
  z.object({ kind: z.literal("prose"), ...sectionBase, paragraphs: z.array(text).min(1) }),
  z.object({ kind: z.literal("checklist"), ...sectionBase, items: z.array(text).min(1) }),
  z.object({ kind: z.literal("materials"), ...sectionBase, items: z.array(materialSchema).min(1) }),
  z.object({ kind: z.literal("steps"), ...sectionBase, items: z.array(stepSchema).min(2), note: text.optional() }),
  z.object({
    kind: z.literal("prices"),
    ...sectionBase,
    /** Column headers: type, price (naming the unit), description. */
    columns: z.tuple([text, text, text]),
    rows: z.array(priceRowSchema).min(1),
    note: text,
  }),
  z.object({
    kind: z.literal("types"),
    ...sectionBase,
    items: z.array(z.union([canopyTypeSchema, shutterTypeSchema])).min(1),
    note: text,
  }),
  z.object({ kind: z.literal("specs"), ...sectionBase, items: z.array(specSchema).min(1) }),
  z.object({
    kind: z.literal("cladding-sizes"),
    ...sectionBase,
    /** Column headers: thickness, length × width, price (naming the unit), as spec §2 orders them. */
    columns: z.tuple([text, text, text]),
    rows: z.array(claddingSizeSchema).min(1),
    note: text,
  }),
  z.object({ kind: z.literal("use-cases"), ...sectionBase, items: z.array(useCaseSchema).min(1) }),
  z.object({ kind: z.literal("image"), image: imageSchema }),
]);

export const servicePageSchema = z.object({
  /** Folder name for images and the key used in code. */
  slug: z.string().regex(/^[a-z][a-z-]*$/),
  /** The route, exactly as the spec writes it (case kept). */
  path: z.string().regex(/^\/[A-Za-z-]+$/, "must be a path like /fencing"),
  meta: z.object({ title: text.max(60), description: text.max(160) }),
  hero: z.object({ title: text, lead: z.array(text).min(1).max(3), image: imageSchema }),
  /** Prefilled WhatsApp message; it names the service. */
  whatsappMessage: text,
  sections: z.array(sectionSchema).min(3),
  faqs: z.array(faqSchema).min(3),
  closing: z.object({ title: text, text: text }),
});

export type Image = z.infer<typeof imageSchema>;
export type IconName = z.infer<typeof iconSchema>;
export type Price = z.infer<typeof priceSchema>;
export type PriceUnit = Price["unit"];
export type ServiceCard = z.infer<typeof serviceCardSchema>;
export type ServiceImageCard = z.infer<typeof serviceImageCardSchema>;
export type ProjectCard = z.infer<typeof projectCardSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type PriceRow = z.infer<typeof priceRowSchema>;
export type ShutterType = z.infer<typeof shutterTypeSchema>;
export type CanopyType = z.infer<typeof canopyTypeSchema>;
export type Step = z.infer<typeof stepSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Material = z.infer<typeof materialSchema>;
export type Spec = z.infer<typeof specSchema>;
export type CladdingSize = z.infer<typeof claddingSizeSchema>;
export type UseCase = z.infer<typeof useCaseSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type ServicePageContent = z.infer<typeof servicePageSchema>;

const exactly = <T extends z.ZodType>(item: T, count: number) =>
  z.array(item).length(count, `must have exactly ${count} items`);

/** The home page (spec §2 "Home page", in order). */
export const homePageSchema = z.object({
  meta: z.object({ title: text.max(60), description: text.max(160) }),
  hero: z.object({ title: text, lead: z.array(text).min(1).max(2) }),
  highlights: z.object({ title: text, intro: text, items: exactly(serviceCardSchema, 8) }),
  services: z.object({ title: text, intro: text, items: exactly(serviceImageCardSchema, 8) }),
  projects: z.object({ title: text, intro: text, readMore: text, items: exactly(projectCardSchema, 8) }),
  detailedServices: z.object({
    title: text,
    intro: text,
    items: exactly(text, 8),
    orderLabel: text,
    images: exactly(imageSchema, 4),
  }),
  gallery: z.object({ title: text, intro: text, items: exactly(galleryItemSchema, 12) }),
  contact: z.object({ title: text, subtitle: text }),
});

export type HomePageContent = z.infer<typeof homePageSchema>;
