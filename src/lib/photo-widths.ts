/**
 * The widths an owner photo is encoded at for the pages' srcsets (scripts/build/content-plugin.ts).
 * The admin scales an upload down to the largest (scripts/build/admin-config.ts): nothing wider is ever served.
 */
export const photoWidths = [320, 480, 800, 1200, 1600] as const;
