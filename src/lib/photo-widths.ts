import { widthLadder } from "./photo-slots";

/**
 * The widths an owner photo may be encoded at for the pages' srcsets (src/lib/photo-slots.ts).
 * The admin scales an upload down to the largest (scripts/build/admin-config.ts): nothing wider is ever served.
 */
export const photoWidths = widthLadder;
