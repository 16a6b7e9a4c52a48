import type { OwnerItem } from "./owner-messages.ts";

/**
 * The structured report each build deploys at /build-report.json: the commit it was
 * built from (Workers Builds sets WORKERS_CI_COMMIT_SHA), when, what it published,
 * and what is left, as the draft banner shows it: the facts still examples, which keep
 * it a draft (`examples`); the «راجِع» values he has not confirmed, which do not
 * (`review`); the sample records a public build leaves out (`leftOut`); each page past
 * a budget on the owner's words (`pageWarnings`, src/model/owner/page-budgets.ts). The admin
 * reads it to tell the owner whether his last save is live, and what is worth a second
 * look (admin/publish-status.ts).
 */
export type BuildReport = {
  commit: string | null;
  builtAt: string;
  mode: "development" | "draft" | "public";
  examples: OwnerItem[];
  review: OwnerItem[];
  leftOut: OwnerItem[];
  pageWarnings: OwnerItem[];
};

export const buildReportPath = "/build-report.json";
