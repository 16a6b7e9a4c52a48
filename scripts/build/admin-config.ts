// The admin's config.yml, generated from the zod content schemas at build time,
// so the admin's forms can never drift from what the build accepts. Each schema
// goes through zod's own JSON Schema export (z.toJSONSchema), and the JSON
// Schema is mapped to Sveltia CMS fields:
//   required / optional      → required: true / false (a zod default counts as optional)
//   integer, number          → number with value_type int / float, min and max
//   enum                     → select, with Arabic option labels
//   boolean                  → boolean
//   string                   → string, or text for long text (src/model/contract/admin-labels.ts); pattern, maxlength
//   array                    → list: of strings (field), of objects (fields), or of
//                              blocks discriminated by `kind` (types + typeKey: kind)
//   object                   → object with fields (folded to its label: foldedObjects)
//   .meta({ widget: "image" | "hidden" }) → that widget
//   .meta({ translate: true }) → i18n: true on the field and on the objects and lists that hold it
//                              (English beside Arabic, Sveltia's single_file_default_root: decision 0039)
// Only the shape is mapped. Rules across fields (min ≤ max) and across files stay
// in zod, which checks every file when the site is built.
import { stringify } from "yaml";
import { groupOf, sharedEnglish, translationLabels, type AdminEntry } from "../../src/model/contract/catalog.ts";
import { z } from "zod";
import { photoWidths } from "../../src/lib/photo-widths.ts";
import { uploadRefPrefix } from "../../src/model/contract/schema.ts";
import { languages } from "../../src/model/contract/translation.ts";
import {
  collectionLabels,
  fieldLabels,
  foldedLists,
  foldedObjects,
  hints,
  inSuffixes,
  kindLabels,
  longTextFields,
  optionLabels,
  pathLabels,
  patternMessage,
  singularLabels,
} from "../../src/model/contract/admin-labels.ts";

/** The part of JSON Schema that zod writes for our schemas. */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  title?: string;
  description?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  /** Ours, from .meta({ widget }) in the zod schemas. */
  widget?: string;
  /** Ours, from .meta({ translate: true }): words a visitor reads, edited in English too (src/model/contract/translation.ts). */
  translate?: boolean;
};

/** A Sveltia CMS field (Decap's field model). */
export type AdminField = { name: string; label: string; widget: string; [option: string]: unknown };

/** The key that tells a service page's section blocks apart. */
const typeKey = "kind";
/** Item fields that name a list item in the admin's collapsed list. */
const summaryKeys = ["title", "question", "name", "type", "thickness"];

/** Where the media library stores uploads, and the reference the YAML records for them (src/model/contract/schema.ts uploadRefPrefix). */
export const media = { folder: "photos/uploads", publicFolder: uploadRefPrefix.replace(/\/$/, "") } as const;

// ---------------------------------------------------------------------------
// Labels

/** The most specific entry of `table` for a path: "a.b.c", then "b.c", then "c". */
function lookup(table: Record<string, string>, path: readonly string[]) {
  for (let i = 0; i < path.length; i++) {
    const value = table[path.slice(i).join(".")];
    if (value !== undefined) return value;
  }
  return undefined;
}

function labelOf(path: readonly string[], schema: JsonSchema) {
  const name = path.at(-1)!;
  return lookup(pathLabels, path) ?? fieldLabels[name] ?? schema.title ?? name;
}

// ---------------------------------------------------------------------------
// JSON Schema → fields

function withoutNull(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants) return schema;
  const rest = variants.filter((variant) => variant.type !== "null");
  if (rest.length !== 1) return schema;
  const { anyOf: _a, oneOf: _o, ...outer } = schema;
  return { ...rest[0], ...outer };
}

/** The value of `key` that tells the variants apart, when every variant is an object with a const there. */
function discriminated(variants: readonly JsonSchema[]) {
  const kinds = variants.map((variant) => variant.properties?.[typeKey]?.const);
  return variants.length > 1 && kinds.every((kind) => typeof kind === "string") ? (kinds as string[]) : undefined;
}

type Context = {
  resolve: (schema: JsonSchema) => JsonSchema;
  /** Whether the record is edited in English too: a single file (a folder's records have no English pages). */
  languages: boolean;
  /** The services' names as the owner wrote them, for the choice of a service (src/model/contract/service-names.ts). */
  choices: Partial<Record<string, string>>;
};

function fieldsOf(schema: JsonSchema, path: readonly string[], context: Context, skip: string[] = []): AdminField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, property]) => fieldFor(name, property, required.has(name), [...path, name], context));
}

/** Block types of a list or object whose variants carry a `kind`. */
function typesOf(variants: readonly JsonSchema[], kinds: readonly string[], path: readonly string[], context: Context) {
  return variants.map((variant, i) => {
    const kind = kinds[i]!;
    const resolved = context.resolve(variant);
    const type: AdminField = {
      name: kind,
      label: kindLabels[kind] ?? kind,
      widget: "object",
      fields: fieldsOf(resolved, [...path, kind], context, [typeKey]),
    };
    const summary = summaryOf(resolved);
    if (summary) type.summary = summary;
    return type;
  });
}

/** Merges object variants without a discriminator: every field of any variant, required only if all require it. */
function mergeObjects(variants: readonly JsonSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const variant of variants) Object.assign(properties, variant.properties);
  const required = Object.keys(properties).filter((name) => variants.every((v) => v.required?.includes(name)));
  return { type: "object", properties, required };
}

function summaryOf(item: JsonSchema) {
  const key = summaryKeys.find((name) => item.properties?.[name]);
  return key ? `{{fields.${key}}}` : undefined;
}

/** The language whose record is at the file's root (Sveltia's default locale). */
const [arabic] = languages;

/** Whether a field, or a field inside it, is edited in English too. */
const translated = (field: AdminField): boolean =>
  field.i18n === true ||
  [...((field.fields as AdminField[] | undefined) ?? []), ...((field.types as AdminField[] | undefined) ?? [])]
    .concat(field.field ? [field.field as AdminField] : [])
    .some(translated);

/**
 * A field with words in it is edited in English too (i18n: true on it and on what holds it, as Sveltia
 * needs). Sveltia's own check requires a field in the Arabic alone: whether an English page lacks a
 * word is the build's rule (src/model/contract/validate.ts), which the preview and the save run on the draft,
 * so that a starter translation can be saved part-done.
 */
function withLanguages(field: AdminField, schema: JsonSchema, context: Context): AdminField {
  if (!context.languages || field.widget === "hidden" || !(schema.translate === true || translated(field)))
    return field;
  // Sveltia 0.221.1 holds a list to its `min` in every language, even empty and not required, so an
  // English list not yet written would block the save: the schema's minimum is checked by the build's
  // rule, on the Arabic too, as the preview and the save run it.
  const { min: _min, ...rest } = field;
  return { ...rest, i18n: true, ...(field.required !== false && { required: [arabic] }) };
}

function fieldFor(
  name: string,
  raw: JsonSchema,
  required: boolean,
  path: readonly string[],
  context: Context,
): AdminField {
  const resolved = withoutNull(context.resolve(raw));
  return withLanguages(mapField(name, resolved, required, path, context), resolved, context);
}

function mapField(
  name: string,
  schema: JsonSchema,
  required: boolean,
  path: readonly string[],
  context: Context,
): AdminField {
  const field: AdminField = { name, label: labelOf(path, schema), widget: "string" };
  const hint = lookup(hints, path) ?? schema.description;
  const hasDefault = schema.default !== undefined;
  const finish = (options: Record<string, unknown>): AdminField => {
    const done: AdminField = { ...field, ...options };
    if (done.widget === "hidden") {
      // A hidden field keeps the file's value; new records get the default, if any.
      const { name: n, label, widget } = done;
      return hasDefault ? { name: n, label, widget, default: schema.default } : { name: n, label, widget };
    }
    if (!required || hasDefault) done.required = false;
    if (hasDefault) done.default = schema.default;
    if (hint) done.hint = hint;
    return done;
  };

  if (schema.widget === "hidden") return finish({ widget: "hidden" });
  if (schema.widget === "image") {
    // Uploads only: a URL to another site would put a third-party request on the page.
    return finish({ widget: "image", choose_url: false, accept: "image/jpeg,image/png,image/webp" });
  }
  if (schema.widget) return finish({ widget: schema.widget });
  if (schema.const !== undefined) return { ...field, widget: "hidden", default: schema.const };

  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    const resolved = variants.map(context.resolve);
    const kinds = discriminated(resolved);
    if (kinds) return finish({ widget: "object", typeKey, types: typesOf(resolved, kinds, path, context) });
    if (resolved.every((variant) => variant.type === "object")) {
      return fieldFor(name, { ...mergeObjects(resolved), title: schema.title }, required, path, context);
    }
    // Alternatives of one scalar type (e.g. two string formats): the field takes that type; zod checks which.
    const types = new Set(resolved.map((variant) => variant.type));
    if (types.size === 1)
      return fieldFor(name, { type: resolved[0]!.type, title: schema.title }, required, path, context);
    throw new Error(`admin config: cannot map the union at ${path.join(".")} to a field`);
  }

  if (schema.enum) {
    const options = schema.enum.map((value) => ({
      label: context.choices[String(value)] ?? optionLabels[String(value)] ?? String(value),
      value,
    }));
    return finish({ widget: "select", options });
  }

  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "boolean":
      return finish({ widget: "boolean" });
    case "integer":
    case "number": {
      const int = type === "integer";
      const options: Record<string, unknown> = { widget: "number", value_type: int ? "int" : "float" };
      const min =
        schema.minimum ?? (int && schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
      const max =
        schema.maximum ?? (int && schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
      if (min !== undefined) options.min = min;
      if (max !== undefined) options.max = max;
      return finish(options);
    }
    case "string": {
      if (schema.format === "date") return finish({ widget: "datetime", type: "date" });
      const options: Record<string, unknown> = { widget: longTextFields.has(name) ? "text" : "string" };
      if (schema.format === "uri") options.type = "url";
      if (schema.format === "email") options.type = "email";
      if (schema.pattern) options.pattern = [schema.pattern, patternMessage];
      if (schema.maxLength !== undefined) options.maxlength = schema.maxLength;
      if ((schema.minLength ?? 0) > 1) options.minlength = schema.minLength;
      return finish(options);
    }
    case "array":
      return finish(listOptions(name, schema, path, context));
    case "object":
      return finish({
        widget: "object",
        fields: fieldsOf(schema, path, context),
        ...(inSuffixes(foldedObjects, path) && { collapsed: true }),
      });
    default:
      throw new Error(`admin config: no field type for ${path.join(".")} (${JSON.stringify(schema).slice(0, 120)})`);
  }
}

function listOptions(name: string, schema: JsonSchema, path: readonly string[], context: Context) {
  const options: Record<string, unknown> = { widget: "list" };
  if (inSuffixes(foldedLists, path)) options.collapsed = true;
  const singular = lookup(singularLabels, path);
  if (singular) options.label_singular = singular;
  let items = schema.items ? context.resolve(schema.items) : undefined;
  let { minItems, maxItems } = schema;
  if (!items && schema.prefixItems?.length) {
    // A tuple (e.g. a table's column headers): a list of exactly that many values.
    items = context.resolve(schema.prefixItems[0]!);
    minItems = maxItems = schema.prefixItems.length;
  }
  if (!items) throw new Error(`admin config: the list at ${path.join(".")} has no item schema`);
  items = withoutNull(items);
  const variants = items.oneOf ?? items.anyOf;
  const kinds = variants && discriminated(variants.map(context.resolve));
  if (variants && kinds) {
    options.typeKey = typeKey;
    options.types = typesOf(variants.map(context.resolve), kinds, path, context);
  } else if (items.type === "object" || (variants && variants.every((v) => context.resolve(v).type === "object"))) {
    const object = variants ? mergeObjects(variants.map(context.resolve)) : items;
    options.fields = fieldsOf(object, path, context);
    const summary = summaryOf(object);
    if (summary) options.summary = summary;
  } else {
    // A list of single values: one sub-field, labelled as one item of the list.
    const { name: _name, label, ...item } = fieldFor(name, items, true, path, context);
    options.field = { name: "item", label: singular ?? label, ...item };
  }
  if (minItems !== undefined) options.min = minItems;
  if (maxItems !== undefined) options.max = maxItems;
  return options;
}

/**
 * The fields of one file or folder record, from its zod schema. With `languages`, the words are
 * edited in English too, and the translation's «reviewed» box closes the form of a page (not of the
 * words every English page shows, which each page's box covers: sharedEnglish).
 */
export function fieldsFromSchema(
  schema: z.ZodType,
  root: string,
  { languages = false, choices = {} }: { languages?: boolean; choices?: Context["choices"] } = {},
): AdminField[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const defs = json.$defs ?? {};
  const resolve = (node: JsonSchema): JsonSchema => {
    if (!node.$ref) return node;
    const { $ref, ...rest } = node;
    const target = defs[$ref.replace(/^#\/\$defs\//, "")];
    if (!target) throw new Error(`admin config: unresolved ${$ref}`);
    return { ...resolve(target), ...rest };
  };
  const top = resolve(json);
  if (top.type !== "object") throw new Error(`admin config: ${root} must be an object schema`);
  const fields = fieldsOf(top, [root], { resolve, languages, choices });
  if (!fields.some(translated) || sharedEnglish.includes(root)) return fields;
  if (fields.some((field) => field.name === reviewedField.name))
    throw new Error(`admin config: ${root} has a field named reviewed, the name of its translation's box`);
  return [...fields, reviewedField];
}

/**
 * The translation's own box, in English alone (en.reviewed): until the owner ticks it, a public build
 * leaves the English page out. Sveltia has no field of one language: a rewrite of its field editor leaves
 * this one out of the Arabic form (admin/sveltia/bundle.ts, englishOnly), and any Arabic copy Sveltia
 * writes with its default is dropped before the save (admin/preview/templates.ts).
 */
export const reviewedField: AdminField = {
  name: "reviewed",
  label: translationLabels.reviewed,
  widget: "boolean",
  i18n: true,
  required: false,
  default: false,
  hint: translationLabels.reviewedHint,
};

/** The admin's fields of a catalog entry, as config.yml gives them to Sveltia. */
export const entryFields = (entry: AdminEntry, choices: Context["choices"] = {}) =>
  fieldsFromSchema(entry.schema, entry.name, { languages: entry.kind === "file", choices });

/** Whether a record is edited in English beside its Arabic. */
export const hasLanguages = (fields: readonly AdminField[]) => fields.some(translated);

/**
 * Sveltia's i18n: each file keeps its Arabic at the root and its English under `en:`
 * (single_file_default_root, decision 0039). Sveltia names the languages in its own UI language.
 */
export const i18n = { structure: "single_file_default_root", locales: [...languages], default_locale: arabic } as const;

// ---------------------------------------------------------------------------
// Backend and collections

export type Env = Record<string, string | undefined>;

/**
 * The Git host the live admin saves to, from the build's environment:
 *   CMS_BACKEND   github (default), gitlab or gitea (Gitea and Forgejo)
 *   CMS_REPO      owner/name of the repository (the live site's Worker may give it at run time instead)
 *   CMS_BRANCH    the branch the site is built from (default: Workers Builds' WORKERS_CI_BRANCH, else main)
 *   CMS_BASE_URL  the OAuth endpoint's origin (GitHub), or the GitLab/Gitea server
 *   CMS_API_ROOT  the API of a self-hosted GitLab or Gitea/Forgejo server
 *   CMS_APP_ID    the OAuth application's client ID (GitLab and Gitea sign in with PKCE, no server)
 * Local editing ("Work with Local Repository" at npm run admin) ignores all of these.
 */
export function backendFromEnv(env: Env) {
  const name = env.CMS_BACKEND || "github";
  if (!["github", "gitlab", "gitea"].includes(name)) {
    throw new Error(`CMS_BACKEND must be github, gitlab or gitea, not "${name}"`);
  }
  const repo = env.CMS_REPO || "owner/riyadh-site";
  if (!/^[\w.-]+(\/[\w.-]+)+$/.test(repo)) throw new Error(`CMS_REPO must look like owner/name, not "${repo}"`);
  const backend: Record<string, string> = { name, repo, branch: env.CMS_BRANCH || env.WORKERS_CI_BRANCH || "main" };
  if (env.CMS_BASE_URL) backend.base_url = env.CMS_BASE_URL;
  if (env.CMS_API_ROOT) backend.api_root = env.CMS_API_ROOT;
  if (env.CMS_APP_ID) {
    backend.app_id = env.CMS_APP_ID;
    if (name === "gitlab") backend.auth_type = "pkce";
  }
  return backend;
}

/** File names of new records: ASCII, readable, unique (the title is Arabic). */
const folderSlugs: Record<string, string> = {
  projects: "{{fields.service}}-{{fields.year}}-{{uuid_short}}",
  reviews: "{{fields.service}}-{{uuid_short}}",
  guides: "{{fields.service}}-{{uuid_short}}",
};

/**
 * A Markdown file's text: the rich-text editor, with images uploaded to the
 * media folder, each with its own alt text in the image dialog.
 */
const markdownBody: AdminField = {
  name: "body",
  label: fieldLabels.body!,
  widget: "markdown",
  modes: ["rich_text", "raw"],
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
  editor_components: ["image"],
  hint: "العناوين تبدأ من «عنوان 2». لعرض أسعار خدمة من قائمة الأسعار اكتب في سطر وحده: {{prices:fencing}}",
};

function collectionsOf(catalog: readonly AdminEntry[], names: Context["choices"]) {
  const collections: Record<string, unknown>[] = [];
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const entry of catalog) {
    const fields = entryFields(entry, names);
    const keys = fields.map((field) => field.name);
    if (entry.kind === "folder") {
      const labels = collectionLabels[entry.name];
      const identifier = summaryKeys.find((key) => keys.includes(key));
      collections.push({
        name: entry.name,
        label: labels?.label ?? entry.name,
        ...(labels?.singular && { label_singular: labels.singular }),
        ...(labels?.description && { description: labels.description }),
        folder: entry.path,
        ...(entry.markdown ? { extension: "md", format: "frontmatter" } : { extension: "yml", format: "yaml" }),
        create: true,
        delete: true,
        slug: folderSlugs[entry.name] ?? "{{uuid_short}}",
        ...(identifier && { identifier_field: identifier }),
        // A record with words (a project's) is edited in English too, under its `en:` (src/model/contract/translation.ts).
        ...(hasLanguages(fields) && { i18n: true }),
        fields: entry.markdown ? [...fields, markdownBody] : fields,
      });
      continue;
    }
    const group = groupOf(entry.path);
    if (!groups.has(group)) {
      const files: Record<string, unknown>[] = [];
      groups.set(group, files);
      const labels = collectionLabels[group];
      collections.push({
        name: group,
        label: labels?.label ?? group,
        ...(labels?.description && { description: labels.description }),
        format: "yaml",
        files,
      });
    }
    const file = {
      name: entry.name,
      label: names[entry.name] ?? entry.label ?? entry.name,
      file: entry.path,
      fields,
    };
    // Sveltia asks for i18n on the collection and on each file that has it.
    if (hasLanguages(fields)) {
      collections.find((c) => c.name === group)!.i18n = true;
      groups.get(group)!.push({ ...file, i18n: true });
    } else groups.get(group)!.push(file);
  }
  // A file without words stays in Arabic alone, in a collection with English (no `lang:` written into it).
  for (const collection of collections)
    if (collection.i18n) for (const file of collection.files as Record<string, unknown>[]) file.i18n ??= false;
  return collections;
}

/**
 * Photos are made ready for the web in the browser, before they reach the
 * repository: any raster image (a phone's JPEG or HEIC, a PNG) becomes a WebP
 * no wider than the widest photo the pages serve, so no multi-megabyte original
 * is ever committed. The size limit applies to the converted file, which at
 * that width is far below it; the original may be any size the phone takes.
 */
export const uploads = {
  maxBytes: 3_000_000,
  transformations: { raster_image: { format: "webp", quality: 85, width: Math.max(...photoWidths) } },
} as const;

/** The whole admin configuration (Sveltia CMS 0.221.1, validated against its JSON Schema in the tests). */
/** `names`: the services' names from their records (src/model/contract/service-names.ts), for their pages and choices. */
export function adminConfig(catalog: readonly AdminEntry[], env: Env, names: Context["choices"] = {}) {
  return {
    backend: backendFromEnv(env),
    app_title: "لوحة تحرير الموقع",
    logo_url: "/favicon.svg",
    media_folder: media.folder,
    public_folder: media.publicFolder,
    media_libraries: {
      // Owner uploads only; the stock photo services (Unsplash, Pexels, Pixabay) would call other origins.
      default: {
        config: { max_file_size: uploads.maxBytes, slugify_filename: true, transformations: uploads.transformations },
      },
      stock_assets: false,
    },
    output: {
      // An empty optional field is left out instead of written as "", which zod would refuse.
      omit_empty_optional_fields: true,
    },
    i18n,
    collections: collectionsOf(catalog, names),
  };
}

/** config.yml as the admin loads it, with a header that says where it comes from. */
export function adminConfigYaml(catalog: readonly AdminEntry[], env: Env, names: Context["choices"] = {}) {
  return (
    "# Generated at build time by scripts/build/admin-config.ts from the content schemas. Do not edit.\n" +
    // Sveltia reads this line and then skips its "add a schema" console tip on localhost.
    "# yaml-language-server: $schema=https://unpkg.com/@sveltia/cms/schema/sveltia-cms.json\n" +
    stringify(adminConfig(catalog, env, names), { lineWidth: 0 })
  );
}
