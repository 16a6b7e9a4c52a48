// One thing wrong with the content, where it is, and the error that carries every one: what validation
// (validate.ts) and the rules across files (content-rules.ts) both report, so that neither imports the other.
import type { z } from "zod";

/** One thing wrong with the content, kept apart so the build can also word it as the admin labels the field. */
export type ContentProblem = {
  /** `content/pages/fencing.yml:42`: the file, and the line when the parser knows it. */
  at: string;
  /** The file's catalog entry ("site", "fencing", "projects"), when the problem is inside one file. */
  entry?: string;
  /** The field, when the problem is one field's. */
  path?: readonly PropertyKey[];
  /** The file's data, so a list item can be named by its title. */
  data?: unknown;
  message: string;
  /** The owner's Arabic, when the rule words its own (src/model/contract/content-rules.ts). */
  arabic?: string;
  /** zod's issue, for the owner's Arabic wording of its own checks (src/model/owner/owner-messages.ts). */
  issue?: z.core.$ZodIssue;
  /** The services' names as he wrote them, for a choice of service (src/model/contract/service-names.ts). */
  choices?: Partial<Record<string, string>>;
};

/** `at: path: message`, as a developer reads it. */
export const problemText = (problem: ContentProblem) =>
  [problem.at, problem.path && describePath(problem.path, problem.data), problem.message].filter(Boolean).join(": ");

/** Thrown for invalid content; the message names the file, the line, the record and the field. */
export class ContentError extends Error {
  override name = "ContentError";
  // No parameter property: the build script (build.js) loads this file with Node's type stripping, which has none.
  readonly problems: ContentProblem[];
  constructor(message: string, problems: ContentProblem[] = []) {
    super(message);
    this.problems = problems;
  }
}

/** One parsed content file. `lineOf` maps a field path to its line in the file, where known. */
export type Source = {
  file: string;
  /** Its name in the content catalog ("site", "fencing", "projects"): the admin's labels are keyed by it. */
  entry?: string;
  data: unknown;
  lineOf?: (path: readonly PropertyKey[]) => number | undefined;
};

const labelKeys = ["title", "question", "type", "name", "thickness", "kind"] as const;

/** A readable path such as `sections[6] ("أسعار التسوير").rows[1] ("شبك حديد").price.min`. */
export function describePath(path: readonly PropertyKey[], data: unknown): string {
  let node = data;
  const parts = path.map((key) => {
    node = node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key !== "number") return String(key);
    const record = (node ?? {}) as Record<string, unknown>;
    const label = labelKeys.map((k) => record[k]).find((v) => typeof v === "string");
    return label ? `[${key}] ("${label}")` : `[${key}]`;
  });
  return parts.join(".").replaceAll(".[", "[") || "(root)";
}

/** `content/pages/fencing.yml:42`: the file, and the line when the parser knows it. */
function where(source: Source, path: readonly PropertyKey[]) {
  // A missing field has no line of its own: point at the nearest parent that exists.
  for (let end = path.length; end >= 0; end--) {
    const line = source.lineOf?.(path.slice(0, end));
    if (line) return `${source.file}:${line}`;
  }
  return source.file;
}

/** A problem with one field of a file. */
export const fieldProblem = (source: Source, path: readonly PropertyKey[], message: string): ContentProblem => ({
  at: where(source, path),
  entry: source.entry,
  path,
  data: source.data,
  message,
});

/** Every image reference inside a record (slot illustrations, slot photos, project photos), with its field path. */
export function collectImages(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => collectImages(item, [...path, i]));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (typeof record.alt === "string") {
    const refs: { path: (string | number)[]; ref: string }[] = [];
    if (typeof record.illustration === "string")
      refs.push({ path: [...path, "illustration"], ref: record.illustration });
    if (typeof record.photo === "string") refs.push({ path: [...path, "photo"], ref: record.photo });
    if (typeof record.src === "string")
      refs.push({ path: [...path, "src"], ref: record.src.replace(/^illustration:/, "") });
    return refs;
  }
  return Object.entries(record).flatMap(([key, child]) => collectImages(child, [...path, key]));
}
