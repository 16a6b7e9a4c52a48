import { describe, expect, test } from "vitest";
import { fixtureContent, loadFixtureContent } from "../../../tests/support/fixture-content";
import { credentialEntries, credentialNotes, daysLeft, expiryState, expiryWarningDays } from "./credentials";
import { nationalAddress, registrationOf } from "~/lib/company";
import { examplePaths, isExampleNumber } from "../contract/examples";
import { leftOutValues, publicContent } from "../owner/go-live";
import { readSources } from "../contract/load";

const fixture = loadFixtureContent();
const entries = credentialEntries(fixture.site.company.credentials);
const [first] = entries;

/** The day `days` after (or before) an ISO date. */
const shift = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

describe("a credential's expiry", () => {
  test("valid through its last day, expiring within 30 days of it, expired the day after", () => {
    const { expires } = first!;
    expect(expiryState(expires, shift(expires, -expiryWarningDays - 1))).toBe("valid");
    expect(expiryState(expires, shift(expires, -expiryWarningDays))).toBe("expiring");
    expect(expiryState(expires, expires)).toBe("expiring");
    expect(expiryState(expires, shift(expires, 1))).toBe("expired");
    expect(daysLeft(expires, shift(expires, -12))).toBe(12);
  });
});

/** The fixture's files as read (their lines), for the notes' places. */
function fixtureSources() {
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = fixtureContent();
  try {
    return readSources(process.cwd(), "");
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
}

describe("the owner's notes on the fixture's credentials", () => {
  const sources = fixtureSources();

  test("warns in Arabic, naming the field, about a credential within 30 days of its expiry, and only that one", () => {
    const today = shift(first!.expires, -10);
    const { expiring } = credentialNotes(fixture, sources, today);
    const soon = entries.filter((entry) => expiryState(entry.expires, today) === "expiring");
    expect(soon.map((entry) => entry.key)).toContain(first!.key);
    expect(expiring.map((note) => note.path)).toEqual(soon.map((entry) => [...entry.path, "expires"]));
    expect(expiring[0]!.arabic).toContain(first!.expires);
    expect(expiring[0]!.arabic).toContain("10");
  });

  test("an expired credential is named among what a public build leaves out, and left out of its content", () => {
    const today = shift(first!.expires, 1);
    const expired = entries.filter((entry) => expiryState(entry.expires, today) === "expired");
    expect(expired.map((entry) => entry.key)).toContain(first!.key);
    const leftOut = leftOutValues(fixture, sources, today);
    for (const entry of expired)
      expect(leftOut).toContainEqual(expect.objectContaining({ path: [...entry.path, "expires"] }));
    const published = credentialEntries(publicContent(fixture, today).site.company.credentials);
    expect(published.map((entry) => entry.key)).toEqual(
      entries.filter((entry) => !expired.includes(entry)).map((entry) => entry.key),
    );
    // The English company loses the same ones: its credentials are the Arabic's in English words.
    const english = publicContent(fixture, today).translations.site?.record as typeof fixture.site | undefined;
    expect(credentialEntries(english?.company.credentials).map((entry) => entry.key)).toEqual(
      published.map((entry) => entry.key),
    );
  });

  test("nothing to say while every credential is more than 30 days from its expiry", () => {
    const earliest = entries.map((entry) => entry.expires).sort()[0]!;
    const notes = credentialNotes(fixture, sources, shift(earliest, -expiryWarningDays - 1));
    expect(notes).toEqual({ expiring: [], expired: [] });
  });
});

describe("no credential ships looking real", () => {
  test("numbers of zeros are examples; real-looking numbers are not", () => {
    for (const example of ["7000000000", "1010000000", "0000", "2200000", "P-0000000"])
      expect(isExampleNumber(example), example).toBe(true);
    for (const real of ["7001234567", "2201234", "458712", "P-58-2231"])
      expect(isExampleNumber(real), real).toBe(false);
  });

  test("an example number or insurer in any credential keeps a production build a draft, by its field", () => {
    const company = fixture.site.company;
    const site = {
      ...fixture.site,
      company: {
        ...company,
        unifiedNumber: "7000000000",
        credentials: {
          ...company.credentials,
          gosi: { certificate: "00000000", expires: "2099-01-01" },
          insurance: [{ insurer: "شركة مثال للتأمين", cover: "تأمين", expires: "2099-01-01" }],
        },
      },
    };
    expect(examplePaths(site)).toEqual(
      expect.arrayContaining([
        ["company", "unifiedNumber"],
        ["company", "credentials", "gosi", "certificate"],
        ["company", "credentials", "insurance", 0, "insurer"],
      ]),
    );
    expect(examplePaths(fixture.site)).toEqual([]);
  });
});

describe("the registration number and the National Address", () => {
  test("the unified national number once set, the CR while there is none", () => {
    const labels = fixture.ui.footer;
    expect(registrationOf({ cr: "1010456789" }, labels)).toEqual({
      kind: "cr",
      number: "1010456789",
      label: labels.cr,
    });
    expect(registrationOf({ cr: "1010456789", unifiedNumber: "7001234567" }, labels)).toEqual({
      kind: "unifiedNumber",
      number: "7001234567",
      label: labels.unifiedNumber,
    });
  });

  test("building number, street, district, city, postal code and additional number, in the page's language", () => {
    const { address } = fixture.site.company;
    expect(nationalAddress(fixture.site, "ar")).toBe(
      `${address.buildingNumber} ${address.street}، ${address.district}، ${fixture.site.city} ${address.postalCode}-${address.additionalNumber}`,
    );
    const bare = {
      ...fixture.site,
      company: {
        ...fixture.site.company,
        address: { ...address, buildingNumber: undefined, additionalNumber: undefined },
      },
    };
    expect(nationalAddress(bare, "en")).toBe(
      `${address.street}, ${address.district}, ${fixture.site.city} ${address.postalCode}`,
    );
  });
});
