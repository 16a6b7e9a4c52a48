import { describe, expect, test } from "vitest";
import { loadFixtureContent } from "../../../tests/support/fixture-content";
import { readMailto } from "~/lib/mailto";
import { companyProfilePage } from "~/pages/_company-profile";
import { servicePage } from "~/pages/_service";
import { content } from "./site-data";
import { drawingsSection, servicesTakingDrawings, specLines } from "./drawings";
import { englishSite } from "../languages/english";
import { specLineLabels } from "./estimator-data";
import { servicePages } from "../contract/pages";

const fixture = loadFixtureContent();

describe("«send your drawings»", () => {
  test("shows on the pages of the services priced from a drawing and on the company profile, and nowhere else", () => {
    for (const { slug } of servicePages)
      expect(Boolean(servicePage(fixture, slug).props.drawings), slug).toBe(servicesTakingDrawings.includes(slug));
    expect(companyProfilePage(fixture).props.drawings).toEqual(drawingsSection(fixture));
  });

  test("WhatsApp always; the e-mail only once the settings have one", () => {
    expect(fixture.site.email).toBeDefined();
    expect(content.site.email).toBeUndefined();
    expect(drawingsSection(content).email).toBeUndefined();
    expect(drawingsSection(fixture).whatsapp.href).toMatch(/^https:\/\/wa\.me\//);
  });

  test("the e-mail's subject, greeting, service and every line the estimate needs, to fill in, decoded", () => {
    const [slug] = servicesTakingDrawings;
    const words = fixture.ui.drawings;
    const mail = readMailto(drawingsSection(fixture, slug).email!.href);
    expect(mail.email).toBe(fixture.site.email);
    expect(mail.subject).toBe(words.subject);
    expect(mail.lines[0]).toBe(words.greeting);
    expect(mail.lines).toContain(`${words.service}: ${fixture.services[slug!].name}`);
    const asked = specLines(fixture, slug);
    // The estimator's price model names them for this service.
    expect(asked).toEqual(specLineLabels(fixture, slug!, "ar"));
    expect(asked.length).toBeGreaterThan(0);
    for (const line of asked) expect(mail.lines).toContain(`- ${line}: `);
    expect(mail.lines.at(-1)).toBe(words.attach);
  });

  test("in English on an English page", () => {
    const english = englishSite(fixture)!.content;
    const mail = readMailto(drawingsSection(english).email!.href);
    expect(mail.subject).toBe(english.ui.drawings.subject);
    expect(mail.subject).not.toBe(fixture.ui.drawings.subject);
    for (const line of specLines(english)) expect(mail.lines).toContain(`- ${line}: `);
  });
});
