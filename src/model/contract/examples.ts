import type { SiteConfig } from "./site-schema.ts";

/**
 * How the production build recognises the example values the site ships with
 * (docs/decisions/0004-proof-and-examples.md). Only values that no real company
 * could have are refused: numbers of zeros, example.com addresses, names that
 * say «مثال». A real value that happens to equal a shipped sample (an address
 * in حي السلي, the year 2012, the opening hours, the warranty wording) passes.
 * Example projects and reviews are marked in their own files with `example: true`.
 */

/** A Saudi number whose subscriber digits are zeros but for the last: +966500000000, +966500000001, 011 000 0000. */
export function isExamplePhone(phone: string) {
  const national = phone.replace(/^\+966/, "");
  return phone.startsWith("+966") && /^(5|1\d)0{6,}\d?$/.test(national);
}

/** A commercial registration ending in six zeros, such as 1010000000. */
export const isExampleCr = (cr: string) => /0{6}$/.test(cr);

/**
 * A registration, certificate or policy number of zeros but for up to three leading digits and the last: 7000000000,
 * 0000, 2200000. Real numbers have digits of their own.
 */
export const isExampleNumber = (number: string) => /^[^\d]*\d{0,3}0{4,}\d?[^\d]*$/.test(number.replace(/[\s-]/g, ""));

/** A VAT number of zeros between its two 3s: 300000000000003. */
export const isExampleVat = (vat: string) => /^30{13}3$/.test(vat);

/** example.com, example.sa, www.example.org, shop.example and the like (RFC 2606 names). */
function isExampleHost(host: string) {
  return /(^|\.)example(\.[a-z]{2,3})?$/i.test(host) || /\.(test|invalid|localhost)$/i.test(host);
}

/** An https:// link to an example address, or to a profile literally called "example". */
export function isExampleUrl(url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return isExampleHost(parsed.hostname) || /^\/example\/?$/i.test(parsed.pathname);
}

/** An e-mail address at an example domain: info@example.com, sales@example.sa. */
export const isExampleEmail = (email: string) => isExampleHost(email.split("@")[1] ?? "");

/** A Google Maps search for the city alone: it points at Riyadh, not at the office. */
export function isExampleMapsUrl(url: string, city: string) {
  try {
    const parsed = new URL(url);
    return parsed.pathname.startsWith("/maps/search") && parsed.searchParams.get("query")?.trim() === city.trim();
  } catch {
    return false;
  }
}

/** A name that calls itself an example: «مؤسسة مثال للمقاولات», «مثال», «المثال». Not «المثالي», a real word. */
export const isExampleName = (name: string) => /(^|[\s«"(])(ال)?مثال($|[\s»")،.])/.test(name);

/** Links the owner may leave empty; one set to an example address is refused like the others. */
const optionalLinks = ["googleProfileUrl", "googleReviewUrl", "snapchatUrl", "tiktokUrl", "xUrl"] as const;

/** The fields of the site config whose value is unmistakably an example, such as ["company", "cr"]. */
export function examplePaths(site: SiteConfig): (string | number)[][] {
  const { company } = site;
  const checks: [(string | number)[], boolean][] = [
    [["name"], isExampleName(site.name)],
    [["phone"], isExamplePhone(site.phone)],
    [["whatsapp"], isExamplePhone(site.whatsapp)],
    [["instagramUrl"], isExampleUrl(site.instagramUrl)],
    ...optionalLinks.map((key): [(string | number)[], boolean] => [[key], isExampleUrl(site[key] ?? "")]),
    // The Google profile, once set, is the map every link opens: the shipped map search is then never shown.
    [["mapsUrl"], !site.googleProfileUrl && (isExampleUrl(site.mapsUrl) || isExampleMapsUrl(site.mapsUrl, site.city))],
    [["url"], isExampleUrl(site.url)],
    [["email"], isExampleEmail(site.email ?? "")],
    ...site.developers.flatMap((developer, i): [(string | number)[], boolean][] => [
      [["developers", i, "name"], isExampleName(developer.name)],
      [["developers", i, "whatsapp"], isExamplePhone(developer.whatsapp)],
    ]),
    [["company", "legalName"], isExampleName(company.legalName)],
    // The CR is shown, and so checked, only while there is no unified national number.
    [["company", "cr"], !company.unifiedNumber && isExampleCr(company.cr)],
    [["company", "unifiedNumber"], isExampleNumber(company.unifiedNumber ?? "1")],
    [["company", "vat"], isExampleVat(company.vat)],
    ...credentialExamples(company.credentials),
  ];
  return checks.filter(([, example]) => example).map(([path]) => path);
}

/** Each credential's number, and each insurer's name, that is an example: no credential ships looking real. */
function credentialExamples(credentials: SiteConfig["company"]["credentials"]): [(string | number)[], boolean][] {
  if (!credentials) return [];
  const at = (...path: (string | number)[]) => ["company", "credentials", ...path];
  const { classification, contractorsAuthority, chamber, saudization, gosi, zakat, insurance } = credentials;
  return [
    [at("classification", "certificate"), isExampleNumber(classification?.certificate ?? "1")],
    [at("contractorsAuthority", "membership"), isExampleNumber(contractorsAuthority?.membership ?? "1")],
    [at("chamber", "subscription"), isExampleNumber(chamber?.subscription ?? "1")],
    [at("saudization", "certificate"), isExampleNumber(saudization?.certificate ?? "1")],
    [at("gosi", "certificate"), isExampleNumber(gosi?.certificate ?? "1")],
    [at("zakat", "certificate"), isExampleNumber(zakat?.certificate ?? "1")],
    ...(insurance ?? []).flatMap((policy, i): [(string | number)[], boolean][] => [
      [at("insurance", i, "insurer"), isExampleName(policy.insurer)],
      [at("insurance", i, "policy"), isExampleNumber(policy.policy ?? "1")],
    ]),
  ];
}
