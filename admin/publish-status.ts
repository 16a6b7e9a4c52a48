// Whether the owner's last save is live, from two structured sources and no log
// line: the report the live site's build deployed (/build-report.json: its commit,
// time, draft or public, examples left) and the deploy status the Git host reports
// for the branch's last commit (GitHub's check runs and commit statuses, which
// Cloudflare's Workers Builds app writes to). For a failed commit, the problems come
// from the build's own validation (src/model/owner/check-content.ts) run here on that commit's
// content, worded as the build words them (src/model/owner/owner-messages.ts).
import { buildReportPath, type BuildReport } from "../src/model/owner/build-report.ts";
import { ownerItem, type OwnerItem } from "../src/model/owner/owner-messages.ts";
import { uploadFileName } from "../src/model/contract/schema.ts";
import { checkContent } from "../src/model/owner/check-content.ts";
import type { ContentStore } from "../src/model/contract/sources.ts";
import { ContentError } from "../src/model/contract/validate.ts";

export type PublishStatus =
  | ({ state: "live"; at: string } & Pick<BuildReport, "mode" | "examples" | "review" | "leftOut" | "pageWarnings">)
  | { state: "publishing"; unreadable?: "checks" }
  | { state: "failed"; problems: OwnerItem[]; details?: string }
  | { state: "unknown" };

export type GitHost = {
  /** The REST API's root, e.g. https://api.github.com. */
  api: string;
  repo: string;
  branch: string;
  token: string;
};

type CheckRun = { status: string; conclusion: string | null; details_url?: string };
type CommitStatus = { state: string; target_url?: string };

const failedConclusions = new Set(["failure", "timed_out", "cancelled", "action_required", "startup_failure"]);

/** The Git host refused a request: 403 or 404 is a token not allowed to read it. */
class GitHostError extends Error {
  constructor(
    path: string,
    readonly status: number,
  ) {
    super(`${path}: ${status}`);
  }
}

/** GitHub's REST API with the owner's own sign-in token (Sveltia keeps it in localStorage). */
function github(host: GitHost, fetcher: typeof fetch) {
  return async <T>(path: string, accept = "application/vnd.github+json"): Promise<T> => {
    const response = await fetcher(`${host.api}/repos/${host.repo}${path}`, {
      headers: { Accept: accept, Authorization: `Bearer ${host.token}` },
      cache: "no-store",
    });
    if (!response.ok) throw new GitHostError(path, response.status);
    return (accept.endsWith("raw") ? response.text() : response.json()) as Promise<T>;
  };
}

/** The build's own validation on one commit's content, fetched from the Git host; [] when the content is valid. */
export async function problemsAt(host: GitHost, sha: string, fetcher: typeof fetch = fetch): Promise<OwnerItem[]> {
  const get = github(host, fetcher);
  const { tree } = await get<{ tree: { path: string; type: string }[] }>(`/git/trees/${sha}?recursive=1`);
  const paths = new Set(tree.filter((item) => item.type === "blob").map((item) => item.path));
  const folders = new Set(tree.filter((item) => item.type === "tree").map((item) => item.path));
  const files = new Map<string, string>();
  await Promise.all(
    [...paths]
      .filter((path) => path.startsWith("content/") && /\.(ya?ml|md)$/.test(path))
      .map(async (path) =>
        files.set(path, await get<string>(`/contents/${encodeURI(path)}?ref=${sha}`, "application/vnd.github.raw")),
      ),
  );
  const store: ContentStore = {
    read: (path) => files.get(`content/${path}`),
    list: (folder) => {
      const prefix = `content/${folder}/`;
      if (!folders.has(`content/${folder}`)) return undefined;
      const children = [...paths, ...folders].filter(
        (p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/"),
      );
      return children.map((p) => ({ name: p.slice(prefix.length), isFile: paths.has(p) }));
    },
    shown: (path) => `content/${path}`,
    imageExists: (ref) => {
      const upload = uploadFileName(ref);
      return paths.has(upload ? `photos/uploads/${upload}` : `src/assets/illustrations/${ref}.svg`);
    },
  };
  try {
    checkContent(store);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // A file that cannot be read at all has no problems list: its message's lines name the file and line,
    // in Arabic before the " / " (src/model/contract/sources.ts).
    if (error.problems.length) return error.problems.map(ownerItem);
    const lines = error.message.split("\n").filter((line) => line.startsWith("  - "));
    return (lines.length ? lines : [error.message]).map((line) => ({
      place: "",
      reason: line.replace(/^ {2}- /, "").split(" / ")[0]!,
      link: "/admin/",
      at: "",
    }));
  }
}

/** What the admin says about the branch's last commit. */
export async function publishStatus(
  host: GitHost,
  { fetcher = fetch, site = "" }: { fetcher?: typeof fetch; site?: string } = {},
): Promise<PublishStatus> {
  const get = github(host, fetcher);
  const [head, report] = await Promise.all([
    get<{ sha: string }>(`/commits/${encodeURIComponent(host.branch)}`),
    fetcher(`${site}${buildReportPath}`, { cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<BuildReport>) : null))
      .catch(() => null),
  ]);
  if (report?.commit === head.sha)
    return {
      state: "live",
      at: report.builtAt,
      mode: report.mode,
      examples: report.examples,
      // A report from a build before these lists existed has none of them.
      review: report.review ?? [],
      leftOut: report.leftOut ?? [],
      pageWarnings: report.pageWarnings ?? [],
    };
  let runs: CheckRun[];
  let statuses: CommitStatus[];
  try {
    [{ check_runs: runs }, { statuses }] = await Promise.all([
      get<{ check_runs: CheckRun[] }>(`/commits/${head.sha}/check-runs`),
      get<{ statuses: CommitStatus[] }>(`/commits/${head.sha}/status`),
    ]);
  } catch (error) {
    // A fine-grained token on a private repository may not read the build's checks: the save is
    // not live yet, and whether its build failed cannot be told here (publish-panel.ts says so).
    if (error instanceof GitHostError && (error.status === 403 || error.status === 404))
      return { state: "publishing", unreadable: "checks" };
    throw error;
  }
  const failedRun = runs.find((run) => run.status === "completed" && failedConclusions.has(run.conclusion ?? ""));
  const failedStatus = statuses.find((status) => status.state === "failure" || status.state === "error");
  if (failedRun || failedStatus)
    return {
      state: "failed",
      problems: await problemsAt(host, head.sha, fetcher),
      details: failedRun?.details_url ?? failedStatus?.target_url,
    };
  // Queued, building, or built and not yet served: the live site still shows the last good build.
  return { state: "publishing" };
}
