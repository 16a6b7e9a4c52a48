// What each page renders, built at build time from the validated content: the
// head (meta tags, JSON-LD) and the page component's props. The .astro pages
// call these and pass the result on; nothing here reaches the browser.
import { getMeta } from "~/lib/meta";
import { pricedItems } from "~/lib/prices";
import { ogImage } from "~/lib/seo-files";
import { atomFeed } from "~/lib/atom";
import { parseMarkdown } from "~/lib/markdown";
import { urlFor } from "~/lib/seo-files";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  homeStructuredData,
  serializeJsonLd,
  serviceStructuredData,
  webPageJsonLd,
  type JsonLdDocument,
} from "~/lib/structured-data";
import {
  complaintsPath,
  estimatePath,
  guidePath,
  guidesByServicePath,
  guidesFeedPath,
  guidesPath,
  pathOfService,
  privacyPath,
  projectPath,
  projectsByDistrictPath,
  projectsByServicePath,
  projectsPath,
  reviewPosterPath,
  serviceSlugs,
  warrantyPath,
  type ServiceSlug,
} from "./pages";
import {
  content,
  dateText,
  deliveredProjects,
  districtHref,
  districts,
  guideCard,
  projectCard,
  reviewCard,
  serviceBySlug,
  serviceLinks,
  trustItems,
} from "./site-data";
import { districtSlug } from "./districts";
import type { Project } from "./schema";
import { warrantyBadge, warrantyByService } from "./warranty";
import { qrCode } from "~/lib/qr";
import { estimatorHeadingId, estimatorProps, estimatorSectionId } from "./estimator-data";

export type Head = { meta: ReturnType<typeof getMeta>; jsonLd: string[] };

const head = (meta: Head["meta"], jsonLd: JsonLdDocument[]): Head => ({ meta, jsonLd: jsonLd.map(serializeJsonLd) });

export function homePage() {
  const home = content.home;
  return {
    head: head(getMeta(content.site, { ...home.meta, path: "/" }), homeStructuredData(content, home)),
    props: {
      content: home,
      trust: trustItems(),
      featured: content.projects.filter((project) => project.featured).map(projectCard),
      reviews: content.reviews.slice(0, 4).map(reviewCard),
    },
  };
}

export function servicePage(slug: ServiceSlug) {
  const service = serviceBySlug(slug);
  // The cheapest item, so the first screen can lead to the price list.
  const [cheapest] = pricedItems(service.sections).sort((a, b) => a.price.min - b.price.min);
  return {
    head: head(
      getMeta(content.site, { ...service.meta, path: service.path, image: ogImage.path(slug) }),
      serviceStructuredData(content, service),
    ),
    props: {
      service,
      cheapest: cheapest && { price: cheapest.price, sectionId: cheapest.sectionId },
      trust: trustItems(slug),
      // The company's own work only: examples show the layout on /projects and the home page.
      projects: deliveredProjects.filter((project) => project.service === slug).map(projectCard),
      reviews: content.reviews.filter((review) => review.service === slug).map(reviewCard),
      guides: {
        title: content.guidesPage.serviceGuides,
        items: content.guides.filter((guide) => guide.service === slug).map(guideCard),
      },
      lastPricedSection: estimatorSectionId(slug),
      citations: citations(service.sections),
    },
    /** The estimator island's props; none for a service without prices, which then loads no island. */
    estimator: estimatorProps(slug, estimatorHeadingId),
  };
}

/**
 * Steps that follow a guide (a permit's), by section id: the guide's first source and the date its
 * facts were checked, as the guide itself shows them, and the way to it. validate.ts makes sure the
 * guide is built and has the date, so a page never restates them.
 */
function citations(sections: ReturnType<typeof serviceBySlug>["sections"]) {
  return Object.fromEntries(
    sections.flatMap((section) => {
      if (section.kind !== "steps" || !section.guide) return [];
      const guide = content.guides.find((g) => g.slug === section.guide)!;
      const checked = guide.factsChecked!;
      return [
        [
          section.id,
          {
            source: guide.sources[0]!,
            checked: { date: checked, text: dateText(checked) },
            guide: { title: guide.title, href: guidePath(guide.slug) },
          },
        ],
      ];
    }),
  );
}

export type Citation = ReturnType<typeof citations>[string];

/** /estimate: the buyer chooses the service first; every priced service is offered. */
export function estimatePage() {
  const { page } = content.ui.estimator;
  const estimator = estimatorProps(undefined, "hero-title")!;
  return {
    head: head(getMeta(content.site, { ...page.meta, path: estimatePath }), [
      webPageJsonLd(content, { name: page.title, description: page.meta.description, path: estimatePath }),
      breadcrumbJsonLd(content, [{ name: content.ui.nav.estimate, path: estimatePath }]),
    ]),
    props: {
      page,
      // Each service's prices, where the estimator also sits: the page's content without JavaScript.
      prices: estimator.services.map((service) => ({
        label: service.name,
        path: `${pathOfService(service.slug)}#${estimatorSectionId(service.slug)}`,
      })),
    },
    estimator,
  };
}

/** /projects and /projects/service/<slug>: the same list, filtered at build time, so the filter is a plain link. */
export function projectsPage(service?: ServiceSlug) {
  const page = content.projectsPage;
  const projects = content.projects.filter((project) => !service || project.service === service);
  const path = service ? projectsByServicePath(service) : projectsPath;
  const name = service && content.services[service].name;
  // A filter only for services that have projects, so no link leads to an empty list.
  const filters = [
    { path: projectsPath, label: page.all, current: !service },
    ...serviceLinks
      .filter((link) => servicesWithProjects(content.projects).has(link.slug))
      .map((link) => ({ path: projectsByServicePath(link.slug), label: link.label, current: link.slug === service })),
  ];
  return {
    head: head(
      getMeta(content.site, {
        title: name ? `${page.meta.title}: ${name}` : page.meta.title,
        description: name ? page.meta.serviceDescription.replace("{service}", name) : page.meta.description,
        path,
        // An empty filter page has nothing to index.
        noindex: projects.length === 0,
      }),
      [
        breadcrumbJsonLd(content, [
          { name: content.ui.nav.projects, path: projectsPath },
          ...(name ? [{ name, path }] : []),
        ]),
      ],
    ),
    props: {
      page: { ...page, title: name ? `${page.title}: ${name}` : page.title },
      filters,
      projects: projects.map(projectCard),
      districts: {
        label: page.districts.label,
        links: districts.map((d) => ({ path: projectsByDistrictPath(d.slug), label: d.name })),
      },
    },
  };
}

/** The services that have a project among `projects`: only they get a filter, a filtered page or a mention. */
const servicesWithProjects = (projects: readonly Pick<Project, "service">[]) =>
  new Set(projects.map((project) => project.service));

/** The services whose projects list gets its own filtered page. */
export const filteredServices = () => serviceSlugs.filter((slug) => servicesWithProjects(content.projects).has(slug));

/** Search snippets are cut at about 160 characters: end on a whole word. */
function snippet(text: string, max = 155) {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(" ", max);
  return `${text.slice(0, space > 0 ? space : max)}…`;
}

export function projectPage(slug: string) {
  const project = content.projects.find((p) => p.slug === slug)!;
  const page = content.projectsPage;
  const service = serviceBySlug(project.service);
  const path = projectPath(project.slug);
  const withDistrict = `${project.title}، ${project.district}`;
  const size = `${project.size.value.toLocaleString("en-US")} ${page.sizeUnits[project.size.unit]}`;
  return {
    head: head(
      getMeta(content.site, {
        // The district too, when search results have room for it.
        title: withDistrict.length + content.site.name.length + 3 <= 60 ? withDistrict : project.title,
        description: snippet(project.story),
        path,
        image: ogImage.path(project.service),
      }),
      // Examples are not the company's work: no structured data beyond the breadcrumb.
      [
        breadcrumbJsonLd(content, [
          { name: content.ui.nav.projects, path: projectsPath },
          { name: project.title, path },
        ]),
      ],
    ),
    props: {
      project: {
        title: project.title,
        example: project.example,
        story: project.story,
        photos: project.photos,
        beforeAfter: project.beforeAfter ?? [],
        facts: [
          { label: page.facts.service, value: service.name, href: service.path },
          { label: page.facts.district, value: project.district, href: districtHref(project.district) },
          { label: page.facts.year, value: String(project.year) },
          { label: page.facts.size, value: size },
          { label: page.facts.duration, value: project.duration },
          { label: page.facts.clientType, value: project.clientType },
        ],
      },
      labels: {
        story: page.storyTitle,
        photos: page.photosTitle,
        beforeAfter: page.beforeAfter,
        closing: page.closing,
        all: page.all,
      },
      message: service.whatsappMessage,
    },
  };
}

export function notFoundPage() {
  const { notFound } = content.ui;
  return {
    head: head(
      getMeta(content.site, { title: notFound.metaTitle, description: notFound.metaDescription, noindex: true }),
      [],
    ),
    props: {
      notFound,
      // The header's and footer's one list of services, each by its one name.
      services: serviceLinks.map(({ path, label }) => ({ path, label })),
    },
  };
}

const feed = () => ({ path: guidesFeedPath, title: content.guidesPage.feedTitle });

/** /guides and /guides/service/<slug>: newest first, filtered at build time, so the filter is a plain link. */
export function guidesPage(service?: ServiceSlug) {
  const page = content.guidesPage;
  const guides = content.guides.filter((guide) => !service || guide.service === service);
  const path = service ? guidesByServicePath(service) : guidesPath;
  const name = service && content.services[service].name;
  const filters = [
    { path: guidesPath, label: page.all, current: !service },
    ...filteredGuideServices().map((slug) => ({
      path: guidesByServicePath(slug),
      label: content.services[slug].name,
      current: slug === service,
    })),
  ];
  return {
    head: head(
      getMeta(content.site, {
        title: name ? `${page.navLabel}: ${name}` : page.meta.title,
        description: name ? page.meta.serviceDescription.replace("{service}", name) : page.meta.description,
        path,
        feed: feed(),
      }),
      [breadcrumbJsonLd(content, [{ name: page.navLabel, path: guidesPath }, ...(name ? [{ name, path }] : [])])],
    ),
    props: {
      page: { ...page, title: name ? `${page.title}: ${name}` : page.title },
      filters,
      guides: guides.map(guideCard),
    },
  };
}

/** The services whose guides list gets its own filtered page: only those with guides, so no filter is empty. */
export const filteredGuideServices = () =>
  serviceSlugs.filter((slug) => content.guides.some((guide) => guide.service === slug));

export function guidePage(slug: string) {
  const guide = content.guides.find((g) => g.slug === slug)!;
  const page = content.guidesPage;
  const path = guidePath(slug);
  const service = serviceBySlug(guide.service);
  const { nodes, headings } = parseMarkdown(guide.body);
  return {
    head: head(
      getMeta(content.site, {
        title: guide.title,
        description: guide.description,
        path,
        type: "article",
        feed: feed(),
      }),
      [
        articleJsonLd(content, { ...guide, path, service: service.name }),
        breadcrumbJsonLd(content, [
          { name: page.navLabel, path: guidesPath },
          { name: guide.title, path },
        ]),
      ],
    ),
    props: {
      guide: {
        ...guideCard(guide),
        nodes,
        headings,
        sources: guide.sources,
        dates: [
          { label: page.published, date: guide.published, text: dateText(guide.published) },
          ...(guide.updated ? [{ label: page.updated, date: guide.updated, text: dateText(guide.updated) }] : []),
          ...(guide.factsChecked
            ? [{ label: page.factsChecked, date: guide.factsChecked, text: dateText(guide.factsChecked) }]
            : []),
        ],
      },
      page,
      message: service.whatsappMessage,
    },
  };
}

/** /guides/feed.xml: every guide, newest first. */
export function guidesFeed() {
  const url = (path: string) => urlFor(content.site.url, path);
  return atomFeed({
    url: url(guidesPath),
    feedUrl: url(guidesFeedPath),
    title: `${content.guidesPage.feedTitle} | ${content.site.name}`,
    author: content.site.name,
    entries: content.guides.map((guide) => ({
      url: url(guidePath(guide.slug)),
      title: guide.title,
      summary: guide.description,
      published: guide.published,
      updated: guide.updated,
    })),
  });
}

/** /warranty: each service's own terms, the services without any named, what is not covered and how to claim. */
export function warrantyPage() {
  const page = content.warrantyPage;
  const warranty = content.site.company.warranty!;
  const { covered, none } = warrantyByService(warranty);
  return {
    head: head(
      getMeta(content.site, { title: page.meta.title, description: page.meta.description, path: warrantyPath }),
      [breadcrumbJsonLd(content, [{ name: page.title, path: warrantyPath }])],
    ),
    props: {
      page,
      example: warranty.example,
      general: warranty.general,
      services: covered.map((terms) => ({
        slug: terms.service,
        name: content.services[terms.service].name,
        path: pathOfService(terms.service),
        text: terms.text,
        // The same words as the service page's badge (site-data.ts trustItems).
        duration: warrantyBadge(content.ui.trust.warrantyDuration, terms),
      })),
      none: none.map((slug) => ({ name: content.services[slug].name, path: pathOfService(slug) })),
      excludes: warranty.excludes ?? [],
      claim: warranty.claim ?? [],
    },
  };
}

/** A district's page: its real projects, the reviews from it and the services done there. */
export function districtPage(slug: string) {
  const district = districts.find((d) => d.slug === slug)!;
  const page = content.projectsPage;
  const path = projectsByDistrictPath(slug);
  const fill = (template: string) => template.replaceAll("{district}", district.name);
  const services = serviceLinks.filter((link) => servicesWithProjects(district.projects).has(link.slug));
  return {
    head: head(
      getMeta(content.site, { title: fill(page.districts.title), description: fill(page.districts.description), path }),
      [
        breadcrumbJsonLd(content, [
          { name: content.ui.nav.projects, path: projectsPath },
          { name: district.name, path },
        ]),
      ],
    ),
    props: {
      title: fill(page.districts.title),
      intro: fill(page.districts.intro),
      labels: {
        services: page.districts.services,
        reviews: page.districts.reviews,
        all: page.all,
        readMore: page.readMore,
      },
      projects: district.projects.map(projectCard),
      services: services.map((link) => ({ path: link.path, label: link.label })),
      // Reviews of real work only: an example review never speaks for a district.
      reviews: content.reviews
        .filter((review) => !review.example && districtSlug(review.district) === slug)
        .map(reviewCard),
      closing: page.closing,
    },
  };
}

/** /review-poster: the company's name and a QR code of Google's review link, to print; never indexed. */
export function reviewPosterPage() {
  const { site, ui } = content;
  const words = ui.reviews.poster;
  return {
    head: head(
      getMeta(content.site, {
        title: words.metaTitle,
        description: words.line,
        path: reviewPosterPath,
        noindex: true,
      }),
      [],
    ),
    props: { name: site.name, words, qr: qrCode(site.googleReviewUrl!) },
  };
}

/** The company and its numbers as the legal pages name them: from the site settings, never from the pages' words. */
function legalContact() {
  const { site, ui } = content;
  return {
    legalName: site.company.legalName,
    cr: site.company.cr,
    phone: site.phone,
    whatsapp: site.whatsapp,
    greeting: site.whatsappGreeting,
    labels: { company: ui.footer.companyTitle, cr: ui.footer.cr, chat: ui.contact.chat },
  };
}

export type LegalContact = ReturnType<typeof legalContact>;

/** /privacy: the owner's policy, with the analytics paragraph for the service the site settings switch on. */
export function privacyPage() {
  const page = content.privacyPage;
  const { analytics, ...words } = page;
  return {
    head: head(getMeta(content.site, { ...page.meta, path: privacyPath }), [
      breadcrumbJsonLd(content, [{ name: page.title, path: privacyPath }]),
    ]),
    props: {
      page: words,
      analytics: { title: analytics.title, text: analytics[content.site.analytics.service] },
      contact: legalContact(),
    },
  };
}

/** /complaints: how to complain, the response time, what to include, and the Ministry of Commerce. */
export function complaintsPage() {
  const page = content.complaintsPage;
  return {
    head: head(getMeta(content.site, { ...page.meta, path: complaintsPath }), [
      breadcrumbJsonLd(content, [{ name: page.title, path: complaintsPath }]),
    ]),
    props: { page, contact: legalContact() },
  };
}
