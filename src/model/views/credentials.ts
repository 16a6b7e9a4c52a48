// What a company buyer checks before he shortlists us: the credentials the owner has set (content/site.yml → company.credentials), each with its expiry.
// The build warns the owner 30 days before a credential expires, and a public build leaves an expired one
// out (docs/decisions/2026-11-28-credentials-with-dates.md). No Node import: the admin runs this too.
import type { CopyWarning } from "../owner/copy-warnings.ts";
import { fieldProblem, type ContentSources, type SiteContent } from "../contract/validate.ts";

type Site = SiteContent["site"];
type Company = Site["company"];
export type Credentials = NonNullable<Company["credentials"]>;

/** The credentials that are one certificate each, in the order a buyer checks them; insurance follows. */
export const singleCredentials = [
  "classification",
  "contractorsAuthority",
  "chamber",
  "saudization",
  "gosi",
  "zakat",
] as const;
export type SingleCredential = (typeof singleCredentials)[number];

/** How many days before an expiry the build starts warning the owner. */
export const expiryWarningDays = 30;

/** One credential the owner has set: which, where it is in site.yml, and the day it ends (YYYY-MM-DD). */
export type CredentialEntry = {
  kind: SingleCredential | "insurance";
  /** `classification`, or `insurance-0` for the first policy. */
  key: string;
  path: (string | number)[];
  expires: string;
};

/** Every credential set, in the profile's order. */
export function credentialEntries(credentials: Credentials | undefined): CredentialEntry[] {
  if (!credentials) return [];
  const base = ["company", "credentials"];
  return [
    ...singleCredentials.flatMap((kind) => {
      const credential = credentials[kind];
      return credential ? [{ kind, key: kind, path: [...base, kind], expires: credential.expires }] : [];
    }),
    ...(credentials.insurance ?? []).map((policy, i) => ({
      kind: "insurance" as const,
      key: `insurance-${i}`,
      path: [...base, "insurance", i],
      expires: policy.expires,
    })),
  ];
}

/** The day it is in Riyadh, as YYYY-MM-DD: a certificate ends on a Saudi calendar day. */
export const riyadhDay = (now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh" }).format(now);

/** Whole days from `today` to `expires` (both YYYY-MM-DD): 0 on the last valid day, negative once expired. */
export const daysLeft = (expires: string, today: string) =>
  Math.round((Date.parse(expires) - Date.parse(today)) / 86_400_000);

export type ExpiryState = "valid" | "expiring" | "expired";

/** Valid through its expiry day; «expiring» in the last 30 days. */
export function expiryState(expires: string, today: string): ExpiryState {
  const days = daysLeft(expires, today);
  if (days < 0) return "expired";
  return days <= expiryWarningDays ? "expiring" : "valid";
}

/** The credentials without those expired on `today`: what a public build shows. */
export function currentCredentials(credentials: Credentials | undefined, today: string): Credentials | undefined {
  if (!credentials) return credentials;
  const current = (expires: string) => expiryState(expires, today) !== "expired";
  const kept: Credentials = {};
  for (const kind of singleCredentials) {
    const credential = credentials[kind];
    if (credential && current(credential.expires)) Object.assign(kept, { [kind]: credential });
  }
  const insurance = credentials.insurance?.filter((policy) => current(policy.expires));
  if (insurance?.length) kept.insurance = insurance;
  return kept;
}

/** The site without its expired credentials (go-live.ts publicContent). */
export const withCurrentCredentials = (site: Site, today: string): Site =>
  site.company.credentials
    ? { ...site, company: { ...site.company, credentials: currentCredentials(site.company.credentials, today) } }
    : site;

/**
 * The owner's notes on the credentials' dates: each that expires within 30 days (a warning; it still shows),
 * and each already expired (left out of a public build, named in the build's list of what it leaves out).
 */
export function credentialNotes(
  content: Pick<SiteContent, "site">,
  sources: Pick<ContentSources, "site">,
  today: string,
): { expiring: CopyWarning[]; expired: CopyWarning[] } {
  const expiring: CopyWarning[] = [];
  const expired: CopyWarning[] = [];
  for (const entry of credentialEntries(content.site.company.credentials)) {
    const state = expiryState(entry.expires, today);
    const path = [...entry.path, "expires"];
    const days = daysLeft(entry.expires, today);
    if (state === "expiring")
      expiring.push({
        path,
        ...fieldProblem(
          sources.site,
          path,
          `expires on ${entry.expires}, in ${days} days: renew it and type the new expiry date`,
        ),
        arabic: `تنتهي صلاحيتها في ${entry.expires}، بعد ${days} يومًا: جدّدها ثم اكتب تاريخ انتهائها الجديد`,
      });
    if (state === "expired")
      expired.push({
        path,
        ...fieldProblem(
          sources.site,
          path,
          `expired on ${entry.expires}: a public build leaves it out until you renew it and type the new expiry date`,
        ),
        arabic: `انتهت صلاحيتها في ${entry.expires}، فلا تظهر في الموقع المنشور حتى تجددها وتكتب تاريخ انتهائها الجديد`,
      });
  }
  return { expiring, expired };
}
