import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { migrationsKey } from "./wrangler-dev.js";

// Each server's local D1 is a copy of one folder the migrations were applied to (startSite): a change to a
// migration, a new one or another database must apply them again, never reuse the old folder.
const temp = mkdtempSync(join(tmpdir(), "migrations-key-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

test("a migration changed or added, or another configuration, is a new key; the same files the same key", () => {
  const config = join(temp, "wrangler.jsonc");
  const migrations = join(temp, "migrations");
  writeFileSync(config, '{ "d1_databases": [{ "binding": "DB", "database_name": "leads" }] }');
  mkdirSync(migrations);
  const first = join(migrations, "0001_leads.sql");
  writeFileSync(first, "CREATE TABLE leads (reference TEXT);");
  const key = migrationsKey(config, migrations);
  expect(migrationsKey(config, migrations)).toBe(key);

  writeFileSync(first, "CREATE TABLE leads (reference TEXT, page TEXT);");
  const changed = migrationsKey(config, migrations);
  writeFileSync(join(migrations, "0002_kind.sql"), "ALTER TABLE leads ADD COLUMN kind TEXT;");
  const added = migrationsKey(config, migrations);
  writeFileSync(config, '{ "d1_databases": [{ "binding": "DB", "database_name": "other" }] }');
  const otherDatabase = migrationsKey(config, migrations);
  expect(new Set([key, changed, added, otherDatabase]).size).toBe(4);
});
