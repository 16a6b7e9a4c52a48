type Data = Record<string, unknown>;

/**
 * `after` without the boxes the file did not have: Sveltia writes every box the file lacks with the field's
 * default, which the admin's config takes from the schema's (scripts/build/admin-config.ts), so the data
 * the build reads is the same.
 */
export function withoutAddedBoxes(after: unknown, before: unknown): unknown {
  if (Array.isArray(after))
    return after.map((item, i) => withoutAddedBoxes(item, (before as unknown[] | undefined)?.[i]));
  if (!after || typeof after !== "object") return after;
  const was = (before ?? {}) as Data;
  return Object.fromEntries(
    Object.entries(after)
      .filter(([key, value]) => !(typeof value === "boolean" && !(key in was)))
      .map(([key, value]) => [key, withoutAddedBoxes(value, was[key])]),
  );
}
