import { describe, expect, test } from "vitest";
import { loadFixtureContent } from "../../../tests/support/fixture-content";
import { contentSources } from "../../../tests/support/sources";
import { loadContent } from "../owner/load-content";
import { arabicReason, ownerProblemText } from "../owner/owner-messages";
import { servicePages, warrantyPath, type ServiceSlug } from "../contract/pages";
import { validateContent, type ContentError } from "../contract/validate";
import { warrantyBadge, warrantyByService, warrantyOf, warrantyTrust } from "./warranty";

// Expected values come from the content: the shipped set (content/) and the fixture set
// (tests/fixtures/content), whose company has terms for some services only.

const shipped = loadContent(process.cwd(), "").content;
/** Read once per run and shared with the other tests on the fixture set: never changed here. */
const fixture = loadFixtureContent;
type Content = typeof shipped;

const trustOf = (content: Content, slug?: ServiceSlug) =>
  warrantyTrust({
    warranty: content.site.company.warranty,
    trust: content.ui.trust,
    link: content.warrantyPage.link,
    slug,
  });

/** The template's words around {duration}, with the service's own duration between them. */
const badgeOf = (content: Content, duration: string) =>
  content.ui.trust.warrantyDuration.split("{duration}").join(duration);

describe("each service's warranty is its own or none", () => {
  test.each([
    ["shipped", () => shipped],
    ["fixture", fixture],
  ])("%s content: every service once, with terms or named without, in navigation order", (_name, load) => {
    const { warranty } = load().site.company;
    const { covered, none } = warrantyByService(warranty);
    expect([...covered.map((terms) => terms.service), ...none].sort()).toEqual(servicePages.map((p) => p.slug).sort());
    const order = (slug: ServiceSlug) => servicePages.findIndex((p) => p.slug === slug);
    expect(covered.map((t) => order(t.service))).toEqual(covered.map((t) => order(t.service)).sort((a, b) => a - b));
    for (const terms of covered) expect(warrantyOf(warranty, terms.service)).toBe(terms);
  });

  test.each([
    ["shipped", () => shipped],
    ["fixture", fixture],
  ])("%s content: a service page's badge names its own duration and leads to its card", (_name, load) => {
    const content = load();
    for (const { slug } of servicePages) {
      const terms = warrantyOf(content.site.company.warranty, slug);
      const { item, note } = trustOf(content, slug);
      if (!terms) {
        expect(item).toBeUndefined();
        expect(note).toBe(content.ui.trust.noWarranty);
        continue;
      }
      expect(note).toBeUndefined();
      expect(item).toEqual({
        label: badgeOf(content, terms.duration),
        detail: content.warrantyPage.link,
        href: `${warrantyPath}#${slug}`,
      });
      expect(warrantyBadge(content.ui.trust.warrantyDuration, terms)).toBe(item!.label);
    }
  });

  test("the fixture reaches both branches: a service with a warranty and one without", () => {
    const { covered, none } = warrantyByService(fixture().site.company.warranty);
    expect(covered.length).toBeGreaterThan(0);
    expect(none.length).toBeGreaterThan(0);
  });

  test("the home page promises a written warranty only while some service has one", () => {
    const content = fixture();
    expect(trustOf(content).item).toEqual({
      label: content.ui.trust.warranty,
      detail: content.warrantyPage.link,
      href: warrantyPath,
    });
    const without = {
      ...content,
      site: { ...content.site, company: { ...content.site.company, warranty: undefined } },
    };
    expect(trustOf(without)).toEqual({ item: undefined, note: undefined });
  });
});

describe("a second entry for one service", () => {
  type Entry = { service: string; duration: string; text: string };
  /** The shipped content's problems after `edit` of its warranty entries. */
  const refused = (edit: (services: Entry[]) => void) => {
    const sources = contentSources();
    edit((sources.site.data as { company: { warranty: { services: Entry[] } } }).company.warranty.services);
    try {
      validateContent(sources);
    } catch (error) {
      return (error as ContentError).problems;
    }
    throw new Error("expected the warranty entries to be refused");
  };

  test("is refused at its own field, in Arabic naming the service, the page and the field", () => {
    let first: Entry | undefined;
    // The second entry names the first's service (the list length unchanged).
    const problems = refused((services) => {
      first = services[0]!;
      services[1]!.service = first.service;
    });
    const index = 1;
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem!.path).toEqual(["company", "warranty", "services", index, "service"]);
    const name = shipped.services[first!.service as ServiceSlug].name;
    const reason = arabicReason(problem!);
    expect(reason).toContain(`«${name}»`);
    expect(reason).toMatch(/^[\u0600-\u06ff]/);
    const text = ownerProblemText(problem!);
    // The file and its line, then the settings page and the field as the admin labels them.
    expect(text).toMatch(/^content\/site\.yml:\d+ · /);
    expect(text).toContain("الضمان › ضمان كل خدمة › ضمان خدمة");
    expect(text).toContain("› الخدمة:");
  });

  test("a list longer than the services is refused in Arabic too", () => {
    const problems = refused((services) => services.push({ ...services[0]! }));
    expect(problems.map(arabicReason)).toContain(
      `بند واحد لكل خدمة، أي ${servicePages.length} بنود على الأكثر: احذف المكرر`,
    );
  });
});
