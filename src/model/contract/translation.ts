import { z } from "zod";

// A record's English lives in its own file under `en:` (Sveltia's single_file_default_root):
// only the words, at the same keys as the Arabic, lists in the same order. Which fields are
// words is marked once in the schemas (`words`, `.meta({ translate: true })`); everything here
// is derived from those marks, so the English can never hold a fact (docs/decisions/0038-english-pages-one-source-of-facts.md).

/** The languages of the site, Arabic first: its default, its facts and its x-default. */
export const languages = ["ar", "en"] as const;
export type Language = (typeof languages)[number];

/** True for a leaf a visitor reads, marked `.meta({ translate: true })` (marks survive .max(), .regex()…). */
export const isTranslated = (schema: z.ZodType) => z.globalRegistry.get(schema)?.translate === true;

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: z.ZodType) => schema._zod.def as Def;
const shapeOf = (schema: z.ZodType) => (schema as z.ZodObject)._zod.def.shape as Record<string, z.ZodType>;

/**
 * The English of a schema: its marked leaves, and the objects, lists and tuples that hold them;
 * undefined when nothing in it is translated. Every field is optional here: whether a translation
 * is complete depends on the Arabic record (an optional Arabic field that is set needs its English
 * too), so englishView() checks it. A block of a list of kinds repeats its `kind`.
 */
export function englishOf(schema: z.ZodType): z.ZodType | undefined {
  return wordsOf(schema)?.optional();
}

// Derived once per schema: the build and the admin's preview derive the same schemas' words for every
// record and, while laying a translation over its record, at every node of it.
const derivedWords = new WeakMap<z.ZodType, z.ZodType | undefined>();

function wordsOf(schema: z.ZodType): z.ZodType | undefined {
  if (!derivedWords.has(schema)) derivedWords.set(schema, deriveWords(schema));
  return derivedWords.get(schema);
}

function deriveWords(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return isTranslated(schema) ? schema : undefined;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
      return wordsOf(def.innerType as z.ZodType);
    case "pipe":
      return wordsOf(def.in as z.ZodType);
    case "object": {
      const kept = Object.entries(shapeOf(schema)).flatMap(([key, child]) => {
        const english = englishOf(child);
        return english ? [[key, english] as const] : [];
      });
      return kept.length ? z.strictObject(Object.fromEntries(kept)) : undefined;
    }
    case "array": {
      const item = wordsOf(def.element as z.ZodType);
      return item && z.array(item);
    }
    case "tuple": {
      const items = (def.items as z.ZodType[]).map((item) => englishOf(item) ?? z.undefined());
      return items.some((item) => !(item instanceof z.ZodUndefined)) ? z.tuple(items as [z.ZodType]) : undefined;
    }
    case "union": {
      const discriminator = def.discriminator as string | undefined;
      const options = (def.options as z.ZodType[]).flatMap((option) => {
        const english = wordsOf(option);
        if (!english || !discriminator) return english ? [english] : [];
        // Each English block names its kind, as the Arabic's at its place: the admin draws a block of a list of
        // kinds by it, and one without is shown as of an unknown kind and dropped at the next save.
        return [(english as z.ZodObject).extend({ [discriminator]: shapeOf(option)[discriminator]! })];
      });
      return options.length ? z.union(options) : undefined;
    }
    default:
      return undefined;
  }
}

/** The `en:` block of a record: its English words, and, on a page, whether the owner has approved them. */
export function translationSchema(schema: z.ZodType, { approval = true }: { approval?: boolean } = {}) {
  const memo = approval ? translationSchemas : sharedSchemas;
  if (!memo.has(schema)) {
    const english = wordsOf(schema) as z.ZodObject | undefined;
    if (!english) throw new Error("this schema has no field marked for translation");
    memo.set(
      schema,
      approval
        ? english.extend({
            /** A starter translation: a public build leaves its page out until the owner sets it true (like a starter guide). */
            reviewed: z.boolean().default(false),
          })
        : english,
    );
  }
  return memo.get(schema)!;
}
const translationSchemas = new WeakMap<z.ZodType, z.ZodObject>();
const sharedSchemas = new WeakMap<z.ZodType, z.ZodObject>();

/** What keeps a translation from being a whole page: a field with no English, or a list of another length. */
export type TranslationProblem = {
  path: (string | number)[];
  kind: "missing" | "length" | "kind";
  /** For "length": the Arabic list's length. */
  expected?: number;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** The option of a union the Arabic value is: by its discriminator, or the first that accepts it. */
function optionOf(def: Def, arabic: unknown) {
  const options = def.options as z.ZodType[];
  const discriminator = def.discriminator as string | undefined;
  if (discriminator && isRecord(arabic))
    return options.find((option) => shapeOf(option)[discriminator]!.safeParse(arabic[discriminator]).success);
  return options.find((option) => option.safeParse(arabic).success);
}

function overlay(
  schema: z.ZodType,
  arabic: unknown,
  english: unknown,
  path: (string | number)[],
  problems: TranslationProblem[],
): unknown {
  if (arabic === undefined || arabic === null || !wordsOf(schema)) return arabic;
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      if (typeof english === "string" && english.trim()) return english;
      problems.push({ path, kind: "missing" });
      return arabic;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
      // An optional part the translation leaves out is left out of the English page, words and all
      // (the areas served, the payment terms): never shown in Arabic, and never a reason to refuse.
      // An empty list has no words to leave out: it stays (a canopy's estimator asks no question).
      if (english === undefined) return Array.isArray(arabic) && !arabic.length ? arabic : undefined;
      return overlay(def.innerType as z.ZodType, arabic, english, path, problems);
    case "pipe":
      return overlay(def.in as z.ZodType, arabic, english, path, problems);
    case "object": {
      if (!isRecord(arabic)) return arabic;
      const words = isRecord(english) ? english : {};
      return Object.fromEntries(
        Object.entries(arabic).map(([key, value]) => {
          const child = shapeOf(schema)[key];
          return [key, child ? overlay(child, value, words[key], [...path, key], problems) : value];
        }),
      );
    }
    case "array":
    case "tuple": {
      if (!Array.isArray(arabic)) return arabic;
      if (english !== undefined && (!Array.isArray(english) || english.length !== arabic.length)) {
        problems.push({ path, kind: "length", expected: arabic.length });
        return arabic;
      }
      const itemSchema = (i: number) =>
        def.type === "array" ? (def.element as z.ZodType) : (def.items as z.ZodType[])[i]!;
      return arabic.map((item, i) =>
        overlay(itemSchema(i), item, (english as unknown[] | undefined)?.[i], [...path, i], problems),
      );
    }
    case "union": {
      const option = optionOf(def, arabic);
      const discriminator = def.discriminator as string | undefined;
      if (discriminator && isRecord(english) && english[discriminator] !== undefined && isRecord(arabic))
        if (english[discriminator] !== arabic[discriminator]) {
          problems.push({ path: [...path, discriminator], kind: "kind" });
          return arabic;
        }
      return option ? overlay(option, arabic, english, path, problems) : arabic;
    }
    default:
      return arabic;
  }
}

/**
 * The English view of a record: the Arabic record (every fact: prices, numbers, links, images,
 * slugs) with the English words laid over it by key and list index. An optional part the
 * translation leaves out is left out. `problems` lists what else it lacks (a required word, a
 * list of another length); a page is built in English only when it lists nothing.
 */
export function englishView<T>(schema: z.ZodType, arabic: T, english: unknown) {
  const problems: TranslationProblem[] = [];
  const { reviewed: _reviewed, ...words } = isRecord(english) ? english : {};
  const record = overlay(schema, arabic, words, [], problems) as T;
  return { record, problems };
}

/**
 * A record's `en:` block and its Arabic, apart: the Arabic schemas are strict and know no `en`.
 * The admin (Sveltia 0.221.1, single_file_default_root) also writes `lang: [ar, en]` at the root
 * of every file it saves with languages, after Lume's convention: bookkeeping, dropped here.
 */
export function splitTranslation(data: unknown): { arabic: unknown; english: unknown } {
  if (!isRecord(data) || !("en" in data || "lang" in data)) return { arabic: data, english: undefined };
  const { en, lang: _lang, ...arabic } = data;
  return { arabic, english: en };
}
