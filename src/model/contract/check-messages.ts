// Each check's message, written beside the check in both languages: zod (or a rule) carries the English, for the
// developer and the build log; the owner reads the Arabic (owner-messages.ts). Both are written in one call, so a
// reworded check rewords both, and no English text is matched to find its Arabic.

const arabicOf = new Map<string, string>();

/**
 * The message of one check: its English, which the check reports, with the owner's Arabic (what is wrong and what to
 * type instead) kept beside it. `z.string().regex(/^\d{5}$/, said("must be a 5-digit postal code", "اكتب …"))`.
 */
export function said(english: string, arabic: string): string {
  const before = arabicOf.get(english);
  // One English for two checks that tell the owner different things would give one of them the other's Arabic.
  if (before !== undefined && before !== arabic) throw new Error(`"${english}" is said in two Arabic ways`);
  arabicOf.set(english, arabic);
  return english;
}

/** The owner's Arabic of a check's message, when the check was written with said(). */
export const arabicSaid = (english: string) => arabicOf.get(english);

/** Every message written with said(), in both languages: for the tests. */
export const saidMessages = () => [...arabicOf].map(([english, arabic]) => ({ english, arabic }));
