import { securityTxt, securityTxtLifetimeDays } from "./security-txt";

/** RFC 9116 fields as name → values. */
function fields(text: string) {
  const result = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    if (match) result.set(match[1]!, [...(result.get(match[1]!) ?? []), match[2]!]);
    else expect(line === "" || line.startsWith("#"), line).toBe(true);
  }
  return result;
}

// Any site config will do: the build passes the real one.
const site = { url: "https://www.example.sa", phone: "+966512345678" };

describe("securityTxt", () => {
  const now = new Date("2026-11-23T20:15:30.123Z");
  const text = securityTxt({ url: `${site.url}/`, phone: site.phone }, now);
  const parsed = fields(text);

  test("names the site's phone and address as contacts, phone first", () => {
    expect(parsed.get("Contact")).toEqual([`tel:${site.phone}`, `${site.url}/`]);
    expect(parsed.get("Canonical")).toEqual([`${site.url}/.well-known/security.txt`]);
  });

  test("expires once, less than a year after the build, in RFC 3339 form", () => {
    const [expires = ""] = parsed.get("Expires") ?? [];
    expect(parsed.get("Expires")).toHaveLength(1);
    expect(expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const days = (Date.parse(expires) - now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(securityTxtLifetimeDays - 1);
    expect(days).toBeLessThan(365);
  });

  test("ends with a newline, as a text file should", () => {
    expect(text.endsWith("\n")).toBe(true);
  });
});
