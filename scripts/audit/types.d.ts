// The audit's shapes, for the JSDoc of its scripts (each is // @ts-check).
import type { measureBytes } from "./bytes.js";
import type { checkFirefox } from "./firefox.js";
import type { checkScores, checkTiming } from "./lighthouse.js";
import type { scanObservatory } from "./observatory.js";
import type { checkPhotoBoxes } from "./photo-boxes.js";
import type { checkTransfer } from "./transfer.js";
import type { ValidatorMessage } from "./validators.js";

/** A page of the build, as the audit requests it. */
export type Route = { route: string; path: string; file: string; notFound?: boolean };

/** One budget rule of audit.budgets.json. */
export type Rule = {
  min?: number;
  max?: number;
  /** A timing budget: it fails only when every run misses it by more than this. */
  margin?: number;
  routes?: string[];
  island?: boolean;
  note?: string;
};
export type Budget = Rule | Rule[];
export type Budgets = { timingTemplates: { routes: string[]; note?: string } } & Record<string, Budget>;
/** The photo site's own: its timing routes, and rules that come before the others' for the same figure. */
export type PhotoSiteBudgets = {
  timingTemplates: { routes: string[]; note?: string };
  /** Which checks the photo pass runs (the rest are the shipped site's, and measure no photo). */
  checks: string[];
  /** The routes the photo pass measures (patterns as a rule's): one of each template with photos. */
  routes: string[];
  note?: string;
  budgets: Record<string, Rule[]>;
};

/** Everything the audit measured on one route. */
export type RouteResult = {
  route: string;
  path: string;
  file: string;
  notApplicable: string[];
  figures: Record<string, number | undefined>;
  details: {
    bytes?: ReturnType<typeof measureBytes>;
    vnu?: ValidatorMessage[];
    htmlValidate?: ValidatorMessage[];
    transfer?: Awaited<ReturnType<typeof checkTransfer>> & { uncounted?: string[] };
    lighthouse?: Omit<
      Awaited<ReturnType<typeof checkTiming>> | Awaited<ReturnType<typeof checkScores>>,
      "lhr" | "perRun"
    > & { report: string };
    firefox?: Awaited<ReturnType<typeof checkFirefox>> & { version: string };
    observatory?: ReturnType<typeof scanObservatory>;
    photoBoxes?: Awaited<ReturnType<typeof checkPhotoBoxes>>;
  };
  checkErrors: Record<string, string>;
  /** The route measured for its template's timings. */
  template?: boolean;
  /** Each timing figure, run by run. */
  runs?: Record<string, number[]>;
};

/** A budget on a route: met or not. */
export type Verdict = {
  route: string;
  figure: string;
  value: number | null;
  runs?: number[];
  budget: Rule;
  ok: boolean;
};
