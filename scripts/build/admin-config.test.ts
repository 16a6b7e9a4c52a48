// @vitest-environment node
import { parse } from "yaml";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { contentCatalog, type AdminEntry } from "../../src/model/contract/catalog.ts";
import { servicePages } from "../../src/model/contract/pages.ts";
import { typedPhonePattern } from "../../src/model/contract/phone.ts";
import { siteSchema } from "../../src/model/contract/site-schema.ts";
import { siteConfigYaml, validateSveltiaConfig as validate } from "../../tests/support/sveltia.ts";
import { fileLabels, sharedEnglish, translationLabels } from "../../src/model/contract/catalog.ts";
import { languages, translationSchema } from "../../src/model/contract/translation.ts";
import {
  adminConfig,
  adminConfigYaml,
  backendFromEnv,
  entryFields,
  fieldsFromSchema,
  hasLanguages,
  type AdminField,
} from "./admin-config";

// Checked against the JSON Schema that @sveltia/cms ships for its configuration.

const field = (fields: AdminField[], name: string) => {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name} in ${fields.map((f) => f.name).join(", ")}`);
  return found;
};

describe("the generated config", () => {
  const config = parse(siteConfigYaml({}));

  test("names a service as its page's record does, as a page and among the choices: a rename reaches the admin", () => {
    const renamed = "أسوار ومداخل";
    const { collections } = adminConfig(contentCatalog, {}, { fencing: renamed });
    const pages = collections.find((c) => c.name === "pages") as { files: { name: string; label: string }[] };
    expect(pages.files.find((file) => file.name === "fencing")!.label).toBe(renamed);
    const projects = collections.find((c) => c.name === "projects") as { fields: AdminField[] };
    expect(field(projects.fields, "service").options).toContainEqual({ label: renamed, value: "fencing" });
  });

  test("passes the JSON Schema that @sveltia/cms ships", () => {
    const valid = validate(config);
    expect(validate.errors ?? [], JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  test("the schema check catches a bad config (local_backend is not Sveltia's)", () => {
    expect(validate({ ...config, local_backend: true })).toBe(false);
    expect(validate({ ...config, backend: { name: "github" } })).toBe(false);
  });

  test("stores uploads in photos/uploads, referred to by that path, with the stock photo services off", () => {
    expect(config).toMatchObject({
      media_folder: "photos/uploads",
      public_folder: "/photos/uploads",
      media_libraries: { stock_assets: false },
      output: { omit_empty_optional_fields: true },
    });
  });

  test("every collection, file and field has an Arabic label", () => {
    const arabic = /[\u0600-\u06FF]/;
    const missing: string[] = [];
    const walk = (fields: AdminField[], path: string) => {
      for (const f of fields) {
        const here = `${path}.${f.name}`;
        if (!arabic.test(f.label)) missing.push(here);
        if (Array.isArray(f.fields)) walk(f.fields as AdminField[], here);
        if (f.field) walk([f.field as AdminField], here);
        if (Array.isArray(f.types)) walk(f.types as AdminField[], here);
      }
    };
    for (const collection of config.collections) {
      if (!arabic.test(collection.label)) missing.push(collection.name);
      for (const file of collection.files ?? [collection]) {
        if (!arabic.test(file.label)) missing.push(`${collection.name}/${file.name}`);
        walk(file.fields, `${collection.name}/${file.name}`);
      }
    }
    expect(missing, "add them to src/model/contract/admin-labels.ts").toEqual([]);
  });

  test("files in content/ are the settings, files in content/pages/ the pages, and a folder a collection the owner can add to", () => {
    const record = z.object({ title: z.string().min(1) });
    const catalog: AdminEntry[] = [
      { kind: "file", name: "site", path: "content/site.yml", schema: record },
      { kind: "file", name: "home", path: "content/pages/home.yml", schema: record },
      { kind: "file", name: "fencing", path: "content/pages/fencing.yml", schema: record },
      { kind: "folder", name: "projects", path: "content/projects", schema: record },
    ];
    const { collections } = adminConfig(catalog, {});
    expect(collections.map((c) => c.name)).toEqual(["settings", "pages", "projects"]);
    expect((collections[0]!.files as { file: string }[]).map((f) => f.file)).toEqual(["content/site.yml"]);
    expect((collections[1]!.files as { file: string }[]).map((f) => f.file)).toEqual([
      "content/pages/home.yml",
      "content/pages/fencing.yml",
    ]);
    expect(collections[2]).toMatchObject({
      folder: "content/projects",
      create: true,
      delete: true,
      extension: "yml",
      format: "yaml",
      identifier_field: "title",
    });
    expect(validate(parse(adminConfigYaml(catalog, {})))).toBe(true);
  });
});

describe("fields from zod", () => {
  test("a required field has no `required` key (Sveltia's default); optional and defaulted ones say required: false", () => {
    const fields = fieldsFromSchema(
      z.object({ name: z.string().min(1), intro: z.string().min(1).optional(), featured: z.boolean().default(false) }),
      "test",
    );
    expect(field(fields, "name")).toEqual({ name: "name", label: "الاسم", widget: "string" });
    expect(field(fields, "intro")).toMatchObject({ widget: "text", required: false });
    expect(field(fields, "featured")).toMatchObject({ widget: "boolean", required: false, default: false });
  });

  test("an integer with min and max becomes a whole-number field with those bounds", () => {
    const fields = fieldsFromSchema(
      z.object({ rating: z.number().int().min(1).max(5), price: z.number().int().positive(), size: z.number() }),
      "test",
    );
    expect(field(fields, "rating")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 5 });
    expect(field(fields, "price")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(field(fields, "size")).toMatchObject({ widget: "number", value_type: "float" });
  });

  test("an enum becomes a select with Arabic option labels", () => {
    const fields = fieldsFromSchema(z.object({ unit: z.enum(["sqm", "linear-metre", "metre", "unit"]) }), "test");
    expect(field(fields, "unit")).toEqual({
      name: "unit",
      label: "الوحدة",
      widget: "select",
      options: [
        { label: "متر مربع", value: "sqm" },
        { label: "متر طولي", value: "linear-metre" },
        { label: "متر", value: "metre" },
        { label: "للقطعة", value: "unit" },
      ],
    });
  });

  test("a list of blocks discriminated by `kind` becomes a typed list keyed by kind", () => {
    const sections = z.array(
      z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("prose"), title: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }),
        z.object({ kind: z.literal("checklist"), title: z.string().min(1), items: z.array(z.string().min(1)) }),
      ]),
    );
    const list = field(fieldsFromSchema(z.object({ sections }), "page"), "sections");
    expect(list).toMatchObject({ widget: "list", typeKey: "kind" });
    const types = list.types as AdminField[];
    expect(types.map((t) => [t.name, t.label, t.widget])).toEqual([
      ["prose", "فقرات نصية", "object"],
      ["checklist", "قائمة نقاط", "object"],
    ]);
    // The kind is written by the typed list itself, never a field of its own.
    expect((types[0]!.fields as AdminField[]).map((f) => f.name)).toEqual(["title", "paragraphs"]);
    expect(field(types[0]!.fields as AdminField[], "paragraphs")).toMatchObject({
      widget: "list",
      min: 1,
      field: { name: "item", widget: "text" },
    });
  });

  test('.meta({ widget: "image" }) gives an upload field and .meta({ widget: "hidden" }) hides the field', () => {
    const image = z.object({
      illustration: z.string().meta({ widget: "hidden" }),
      alt: z.string().min(1),
      photo: z.string().optional().meta({ widget: "image" }),
    });
    const fields = fieldsFromSchema(z.object({ image }), "page");
    const sub = field(fields, "image").fields as AdminField[];
    expect(field(sub, "illustration")).toEqual({ name: "illustration", label: "الرسم", widget: "hidden" });
    expect(field(sub, "photo")).toMatchObject({ widget: "image", required: false, choose_url: false });
  });

  test("patterns, lengths, URLs and dates carry over; a tuple is a list of exactly that many", () => {
    const fields = fieldsFromSchema(
      z.object({
        phone: z.string().regex(/^\+[1-9]\d{7,14}$/),
        title: z.string().min(1).max(60),
        source: z.url().optional(),
        date: z.iso.date(),
        columns: z.tuple([z.string(), z.string(), z.string()]),
        geo: z.object({ lat: z.number() }).optional(),
      }),
      "test",
    );
    expect(field(fields, "phone").pattern).toEqual(["^\\+[1-9]\\d{7,14}$", expect.any(String)]);
    expect(field(fields, "title")).toMatchObject({ widget: "string", maxlength: 60 });
    expect(field(fields, "source")).toMatchObject({ widget: "string", type: "url", required: false });
    expect(field(fields, "date")).toMatchObject({ widget: "datetime", type: "date" });
    expect(field(fields, "columns")).toMatchObject({ widget: "list", min: 3, max: 3, field: { widget: "string" } });
    expect(field(fields, "geo")).toMatchObject({ widget: "object", required: false });
  });

  test("labels depend on the path: a developer's name is not the company's", () => {
    const fields = fieldsFromSchema(
      z.object({ name: z.string(), developers: z.array(z.object({ name: z.string() })) }),
      "site",
    );
    expect(field(fields, "name").label).toBe("الاسم");
    expect(field(field(fields, "developers").fields as AdminField[], "name").label).toBe("اسم المطوّر");
  });
});

describe("step ٥ on a phone: what he types or checks first, the rest folded", () => {
  const fieldsOf = (name: string) => entryFields(contentCatalog.find((entry) => entry.name === name)!);
  const names = (fields: unknown) => (fields as AdminField[]).map((f) => f.name);

  test("the settings: the unified number beside the CR; his credentials, map pin, areas, analytics, leads and developers folded", () => {
    const site = fieldsOf("site");
    const company = field(site, "company").fields as AdminField[];
    expect(names(company).slice(0, 4)).toEqual(["legalName", "cr", "unifiedNumber", "vat"]);
    for (const name of ["credentials", "geo", "areasServed"]) expect(field(company, name).collapsed, name).toBe(true);
    for (const name of ["analytics", "leads", "developers"]) expect(field(site, name).collapsed, name).toBe(true);
    // What step ٥ has him type or check stays open.
    for (const name of ["address", "review", "warranty", "payment"])
      expect(field(company, name).collapsed, name).toBeUndefined();
  });

  test("a service page: a priced section's rows under its title, each range with its «راجِع» tick right under it", () => {
    const sections = field(fieldsOf("fencing"), "sections").types as AdminField[];
    for (const kind of ["prices", "types", "cladding-sizes"]) {
      const section = names(field(sections, kind).fields);
      expect(section.slice(0, 2), kind).toEqual(["title", kind === "types" ? "items" : "rows"]);
      expect(section.at(-1), kind).toBe("id");
    }
    const rows = field(field(sections, "prices").fields as AdminField[], "rows").fields as AdminField[];
    expect(names(rows).slice(0, 2)).toEqual(["type", "price"]);
    expect(names(field(rows, "price").fields)).toEqual(["min", "max", "confirmed", "unit"]);
  });

  test("the privacy policy: what the site itself does, the trade's and the law's folded, what his company decides open", () => {
    const privacy = fieldsOf("privacy-page");
    for (const name of ["records", "analytics", "forms", "leads", "transfers", "thirdParties"]) {
      expect(field(privacy, name).collapsed, name).toBe(true);
      expect(field(privacy, name).hint, name).toMatch(/ما يفعله الموقع نفسه/);
    }
    for (const name of ["owner", "purposes", "collection", "rights", "authority", "meta"])
      expect(field(privacy, name).collapsed, name).toBe(true);
    expect(field(privacy, "rights").hint).toMatch(/نظام حماية البيانات الشخصية/);
    expect(field(privacy, "owner").hint).toMatch(/لا يلزمك تغييره/);
    // What reaches him and what he uses it for are the trade's: each says when he would open it.
    expect(field(privacy, "collection").hint).toMatch(/إلا إن كنت تطلب غير ذلك/);
    expect(field(privacy, "purposes").hint).toMatch(/إلا إن استعملتها لغير ذلك/);
    for (const name of ["retention", "requests"]) expect(field(privacy, name).collapsed, name).toBeUndefined();
  });

  test("the complaints page: what a complaint names and the ministry's channels folded, his reply time open", () => {
    const complaints = fieldsOf("complaints-page");
    for (const name of ["include", "ministry", "meta"]) expect(field(complaints, name).collapsed, name).toBe(true);
    expect(field(complaints, "ministry").hint).toMatch(/وزارة التجارة/);
    for (const name of ["intro", "channels", "response"])
      expect(field(complaints, name).collapsed, name).toBeUndefined();
  });
});

describe("backend from the environment", () => {
  test("GitHub by default, with the repository and branch from CMS_REPO and CMS_BRANCH", () => {
    expect(backendFromEnv({})).toMatchObject({ name: "github", branch: "main" });
    expect(
      backendFromEnv({ CMS_REPO: "acme/site", CMS_BRANCH: "live", CMS_BASE_URL: "https://auth.example.sa" }),
    ).toEqual({ name: "github", repo: "acme/site", branch: "live", base_url: "https://auth.example.sa" });
  });

  test("GitLab and Gitea/Forgejo, signing in with PKCE through CMS_APP_ID", () => {
    expect(backendFromEnv({ CMS_BACKEND: "gitlab", CMS_REPO: "acme/site", CMS_APP_ID: "abc" })).toMatchObject({
      name: "gitlab",
      app_id: "abc",
      auth_type: "pkce",
    });
    const gitea = { CMS_BACKEND: "gitea", CMS_REPO: "acme/site", CMS_BASE_URL: "https://git.example.sa" };
    expect(backendFromEnv({ ...gitea, CMS_API_ROOT: "https://git.example.sa/api/v1" })).toMatchObject({
      name: "gitea",
      base_url: "https://git.example.sa",
      api_root: "https://git.example.sa/api/v1",
    });
    for (const env of [{ CMS_BACKEND: "gitlab" }, gitea]) expect(validate(parse(adminConfigYaml([], env)))).toBe(true);
  });

  test("refuses an unknown backend and a malformed repository; a first production build without CMS_REPO still builds", () => {
    expect(() => backendFromEnv({ CMS_BACKEND: "bitbucket" })).toThrow(/github, gitlab or gitea/);
    expect(() => backendFromEnv({ CMS_REPO: "just-a-name" })).toThrow(/owner\/name/);
    expect(backendFromEnv({ SITE_ENV: "production" })).toMatchObject({ name: "github", branch: "main" });
  });
});

describe("fields that mirror a rule of the schema", () => {
  test("the phone fields' pattern lets the owner's forms of a number through (src/model/contract/phone.ts)", () => {
    const settings = adminConfig(contentCatalog, {}).collections.find((c) => c.name === "settings") as {
      files: { name: string; fields: AdminField[] }[];
    };
    const fields = settings.files.find((f) => f.name === "site")!.fields;
    const patterns = ["phone", "whatsapp"].map((name) => (field(fields, name).pattern as string[])[0]!);
    expect(patterns).toEqual([typedPhonePattern, typedPhonePattern]);
    const pattern = new RegExp(patterns[0]!);
    for (const typed of ["٠٥٥ ٤٣١ ٨٢٧٠", "055-431-8270", "+966554318270", "(011) 234 5678"])
      expect(pattern.test(typed), typed).toBe(true);
    expect(pattern.test("رقمي 0554318270")).toBe(false);
  });

  test("the warranty allows one entry per service at most: the schema's limit, not a second rule", () => {
    const company = field(fieldsFromSchema(siteSchema, "site"), "company");
    const warranty = field(company.fields as AdminField[], "warranty");
    const services = field(warranty.fields as AdminField[], "services");
    expect(services.max).toBe(servicePages.length);
    expect(field(services.fields as AdminField[], "duration").required).not.toBe(false);
  });
});

describe("English beside Arabic (Sveltia's i18n, decision 0039)", () => {
  const words = z.string().min(1).meta({ translate: true });
  const page = z.strictObject({
    title: words,
    price: z.number().int(),
    slug: z.string(),
    note: words.optional(),
    rows: z.array(z.strictObject({ type: words, unit: z.string(), count: z.number() })),
    lead: z.array(words).min(1),
    sections: z.array(
      z.discriminatedUnion("kind", [
        z.strictObject({ kind: z.literal("prose"), id: z.string(), title: words }),
        z.strictObject({ kind: z.literal("image"), id: z.string(), src: z.string() }),
      ]),
    ),
    facts: z.strictObject({ phone: z.string() }),
  });
  const fields = fieldsFromSchema(page, "page", { languages: true });

  test("the top level: Arabic at the root of each file, English under en:", () => {
    const { i18n } = adminConfig(contentCatalog, {});
    expect(i18n).toEqual({ structure: "single_file_default_root", locales: [...languages], default_locale: "ar" });
    expect(languages[0]).toBe("ar");
  });

  test("a marked field is edited in English too, and required in the Arabic alone; a fact is not", () => {
    expect(field(fields, "title")).toMatchObject({ i18n: true, required: ["ar"] });
    expect(field(fields, "note")).toMatchObject({ i18n: true, required: false });
    for (const fact of ["price", "slug", "facts"]) expect(field(fields, fact)).not.toHaveProperty("i18n");
    expect(field(fields, "price")).not.toHaveProperty("required");
  });

  test("a list or object holding words is translated, and within it only the words", () => {
    const rows = field(fields, "rows");
    expect(rows).toMatchObject({ i18n: true, required: ["ar"] });
    expect(field(rows.fields as AdminField[], "type")).toMatchObject({ i18n: true });
    expect(field(rows.fields as AdminField[], "unit")).not.toHaveProperty("i18n");
    expect(field(rows.fields as AdminField[], "count")).not.toHaveProperty("i18n");
    expect(field(fields, "lead")).toMatchObject({ i18n: true, field: { i18n: true } });
    // Sveltia would hold the English list, not yet written, to the minimum: the build's rule checks it instead.
    expect(field(fields, "lead")).not.toHaveProperty("min");
    expect(field(fieldsFromSchema(page, "page"), "lead")).toMatchObject({ min: 1 });
    const sections = field(fields, "sections");
    expect(sections).toMatchObject({ i18n: true, typeKey: "kind" });
    const [prose, image] = sections.types as AdminField[];
    expect(field(prose!.fields as AdminField[], "title")).toMatchObject({ i18n: true });
    expect(field(prose!.fields as AdminField[], "id")).not.toHaveProperty("i18n");
    expect(JSON.stringify(image)).not.toContain('"i18n"');
  });

  test("a record with words ends with the translation's «reviewed» box, in Arabic, English only by its i18n", () => {
    expect(fields.at(-1)).toEqual(
      expect.objectContaining({ name: "reviewed", label: translationLabels.reviewed, widget: "boolean", i18n: true }),
    );
    // A folder's records (projects, reviews, guides) have no English page: no i18n, no box, required as before.
    const folder = fieldsFromSchema(page, "page");
    expect(JSON.stringify(folder)).not.toContain('"i18n"');
    expect(folder.map((f) => f.name)).not.toContain("reviewed");
    expect(field(folder, "title")).not.toHaveProperty("required");
  });

  test("one box per English page: the words every English page shows (the settings, the shared words) have none, and each page's box says it covers them", () => {
    const boxOf = (name: string) =>
      entryFields(contentCatalog.find((e) => e.name === name)!).find((f) => f.name === "reviewed");
    for (const name of sharedEnglish) expect(boxOf(name), name).toBeUndefined();
    const pages = contentCatalog.filter(
      (e) => e.kind === "file" && !sharedEnglish.includes(e.name) && hasLanguages(entryFields(e)),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(boxOf(page.name)?.hint, page.name).toContain(fileLabels[sharedEnglish[0]!]!);
    for (const name of sharedEnglish) expect(translationLabels.reviewedHint).toContain(`«${fileLabels[name]}»`);
  });

  test("a record whose Arabic has a field named reviewed cannot take the English box", () => {
    const clash = z.strictObject({ title: words, reviewed: z.boolean() });
    expect(() => fieldsFromSchema(clash, "clash", { languages: true })).toThrow(/reviewed/);
  });

  // The English the admin edits is the English the build reads: the fields with i18n on each file that
  // has words are the leaves of the English schema that src/model/contract/translation.ts derives from the same marks.
  test("on every file of the site, the English fields are the English schema's words", () => {
    type Json = {
      properties?: Record<string, Json>;
      items?: Json;
      prefixItems?: Json[];
      anyOf?: Json[];
      $ref?: string;
    };
    const leavesOfSchema = (schema: z.ZodType, name: string) => {
      const approval = !sharedEnglish.includes(name);
      const json = z.toJSONSchema(translationSchema(schema, { approval }), {
        io: "input",
        unrepresentable: "any",
      }) as Json & {
        $defs?: Record<string, Json>;
      };
      const resolve = (node: Json): Json => (node.$ref ? resolve(json.$defs![node.$ref.split("/").at(-1)!]!) : node);
      const out = new Set<string>();
      const walk = (raw: Json, path: string) => {
        const node = resolve(raw);
        const variants = node.anyOf?.filter((v) => resolve(v).properties || resolve(v).items || resolve(v).anyOf);
        if (variants?.length) {
          for (const variant of variants) {
            const kindNode = resolve(variant).properties?.kind as { const?: string; anyOf?: { const?: string }[] };
            const kind = kindNode?.const ?? kindNode?.anyOf?.find((k) => k.const)?.const;
            walk(variant, kind ? `${path}.${kind}` : path);
          }
        } else if (node.properties) {
          // A block's `kind` is its variant's name (a constant), no words; a field named kind that holds words is one.
          for (const [key, child] of Object.entries(node.properties)) {
            const constant =
              (child as { const?: string; anyOf?: { const?: string }[] }).const ??
              (child as { anyOf?: { const?: string }[] }).anyOf?.some((k) => k.const);
            if (key !== "kind" || !constant) walk(child, `${path}.${key}`);
          }
        } else if (node.items) walk(node.items, `${path}[]`);
        else if (node.prefixItems) node.prefixItems.forEach((item) => walk(item, `${path}[]`));
        else out.add(path);
      };
      walk(json, "");
      return out;
    };
    const leavesOfFields = (list: AdminField[], path: string, out = new Set<string>()) => {
      for (const f of list) {
        if (f.i18n !== true) continue;
        const here = `${path}.${f.name}`;
        if (Array.isArray(f.types))
          for (const type of f.types as AdminField[])
            leavesOfFields(type.fields as AdminField[], `${here}[].${type.name}`, out);
        else if (Array.isArray(f.fields))
          leavesOfFields(f.fields as AdminField[], f.widget === "list" ? `${here}[]` : here, out);
        else if (f.field) out.add(`${here}[]`);
        else out.add(here);
      }
      return out;
    };
    const files = contentCatalog.filter((entry) => entry.kind === "file");
    expect(files.length).toBeGreaterThan(0);
    for (const entry of files) {
      const fields = entryFields(entry);
      const english = fields.some((f) => f.i18n === true);
      let expected: Set<string> | undefined;
      try {
        expected = leavesOfSchema(entry.schema, entry.name);
      } catch {
        expected = undefined; // no words in this record
      }
      expect(english, entry.name).toBe(expected !== undefined);
      if (expected) expect([...leavesOfFields(fields, "")].sort(), entry.name).toEqual([...expected].sort());
    }
  });
});
