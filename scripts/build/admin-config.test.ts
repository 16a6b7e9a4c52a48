// @vitest-environment node
import { parse } from "yaml";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { contentCatalog, type ContentEntry } from "../../src/model/catalog.ts";
import { servicePages } from "../../src/model/pages.ts";
import { typedPhonePattern } from "../../src/model/phone.ts";
import { siteSchema } from "../../src/model/site-schema.ts";
import { siteConfigYaml, validateSveltiaConfig as validate } from "../../tests/support/sveltia.ts";
import { adminConfig, adminConfigYaml, backendFromEnv, fieldsFromSchema, type AdminField } from "./admin-config";

// Checked against the JSON Schema that @sveltia/cms ships for its configuration.

const field = (fields: AdminField[], name: string) => {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name} in ${fields.map((f) => f.name).join(", ")}`);
  return found;
};

describe("the generated config", () => {
  const config = parse(siteConfigYaml({}));

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
    expect(missing, "add them to src/model/admin-labels.ts").toEqual([]);
  });

  test("files in content/ are the settings, files in content/pages/ the pages, and a folder a collection the owner can add to", () => {
    const record = z.object({ title: z.string().min(1) });
    const catalog: ContentEntry[] = [
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
  test("the phone fields' pattern lets the owner's forms of a number through (src/model/phone.ts)", () => {
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
