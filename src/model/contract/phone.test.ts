import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { internationalPhone, plainDigits, typedPhonePattern } from "./phone";
import { siteSchema } from "./site-schema";
import { readSources } from "./load";
import { splitTranslation } from "./translation";

describe("a phone number as the owner types it", () => {
  test.each([
    ["0554318270", "+966554318270"],
    ["055 431 8270", "+966554318270"],
    ["055-431-8270", "+966554318270"],
    ["٠٥٥٤٣١٨٢٧٠", "+966554318270"],
    ["٠٥٥ ٤٣١ ٨٢٧٠", "+966554318270"],
    ["۰۵۵۴۳۱۸۲۷۰", "+966554318270"],
    ["\u200e+966 55 431 8270", "+966554318270"],
    ["00966554318270", "+966554318270"],
    ["966554318270", "+966554318270"],
    ["554318270", "+966554318270"],
    ["011 234 5678", "+966112345678"],
    ["(011) 234-5678", "+966112345678"],
    ["+971 50 123 4567", "+971501234567"],
  ])("%s is used as %s", (typed, international) => {
    expect(internationalPhone(typed)).toBe(international);
  });

  test("any Saudi mobile, in either script and with any spacing, becomes +9665 and its eight digits", () => {
    const arabic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{8}$/),
        fc.boolean(),
        fc.constantFrom("", " ", "-", "  "),
        (rest, indic, gap) => {
          const typed = `05${rest.slice(0, 1)}${gap}${rest.slice(1, 4)}${gap}${rest.slice(4)}`;
          expect(internationalPhone(indic ? arabic(typed) : typed)).toBe(`+9665${rest}`);
          expect(new RegExp(typedPhonePattern).test(indic ? arabic(typed) : typed)).toBe(true);
        },
      ),
    );
  });

  test("the site config accepts his forms and holds the international one", () => {
    const site = splitTranslation(readSources().site.data).arabic as Record<string, unknown>;
    const parsed = siteSchema.parse({ ...site, phone: "٠٥٥ ٤٣١ ٨٢٧٠", whatsapp: "055-431-8270" });
    expect(parsed.phone).toBe("+966554318270");
    expect(parsed.whatsapp).toBe("+966554318270");
  });

  test("registration, VAT and postal numbers typed in Arabic-Indic digits or with spaces are read as digits", () => {
    expect(plainDigits("١٠١٠ ١٢٣ ٤٥٦")).toBe("1010123456");
    const site = splitTranslation(readSources().site.data).arabic as {
      company: Record<string, unknown> & { address: object };
    };
    const parsed = siteSchema.parse({
      ...site,
      company: {
        ...site.company,
        cr: "١٠١٠ ١٢٣ ٤٥٦",
        vat: "3101 2345 6700 003",
        address: { ...site.company.address, postalCode: "١٢٣٤٥" },
      },
    });
    expect(parsed.company.cr).toBe("1010123456");
    expect(parsed.company.vat).toBe("310123456700003");
    expect(parsed.company.address.postalCode).toBe("12345");
  });
});
