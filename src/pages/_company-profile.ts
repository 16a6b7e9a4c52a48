// /company-profile's data (company-profile.astro): the registered company, the credentials the owner has set
// with their official lookups, the services, the areas and the delivered projects, never an example.
import { formatNumber } from "~/lib/format";
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { head } from "~/model/head";
import { shownServices } from "~/model/english";
import { companyProfilePath } from "~/model/pages";
import { deliveredProjects } from "~/model/projects";
import type { SiteContent } from "~/model/validate";

export function companyProfilePage(content: SiteContent) {
  const { site, ui, projectsPage } = content;
  const words = ui.companyProfile;
  const { company } = site;
  const credentials = company.credentials ?? {};
  const { lookups } = words;
  // Each credential the owner has set, in the order a buyer checks them; an empty one is left out.
  const credentialRows = [
    ...(credentials.classification
      ? [
          {
            key: "classification",
            label: words.classification,
            value: credentials.classification.grade,
            detail: credentials.classification.certificate
              ? `${words.certificate}: ${credentials.classification.certificate}`
              : undefined,
            lookup: lookups.classification,
          },
        ]
      : []),
    ...(credentials.contractorsAuthority
      ? [
          {
            key: "contractors-authority",
            label: words.contractorsAuthority,
            value: credentials.contractorsAuthority.membership,
            lookup: lookups.contractorsAuthority,
          },
        ]
      : []),
    ...(credentials.insurance ?? []).map((policy, i) => ({
      key: `insurance-${i}`,
      label: words.insurance,
      value: policy.cover,
      detail: policy.insurer,
    })),
    ...(credentials.certificates ?? []).map((certificate, i) => ({
      key: `certificate-${i}`,
      label: words.certificates,
      value: certificate.name,
      detail: certificate.issuer,
    })),
  ];
  return {
    head: head(getMeta(site, { ...words.meta, path: companyProfilePath }), [
      breadcrumbJsonLd(content, [{ name: words.title, path: companyProfilePath }]),
    ]),
    props: {
      words,
      company: {
        name: site.name,
        legalName: company.legalName,
        cr: company.cr,
        vat: company.vat,
        founded: company.founded,
        address: `${company.address.street}، ${company.address.district}، ${site.city} ${company.address.postalCode}`,
      },
      labels: { legalName: ui.footer.companyTitle, cr: ui.footer.cr, vat: ui.footer.vat },
      credentials: credentialRows,
      services: shownServices(content).map(({ slug, path }) => ({ path, name: content.services[slug].name })),
      areas: company.areasServed?.areas ?? [],
      // Real work only: a shipped example is never offered as proof.
      projects: {
        columns: [
          projectsPage.facts.service,
          projectsPage.facts.district,
          projectsPage.facts.year,
          projectsPage.facts.size,
          projectsPage.facts.duration,
        ],
        rows: deliveredProjects(content).map((project) => ({
          slug: project.slug,
          title: project.title,
          service: content.services[project.service].name,
          district: project.district,
          year: project.year,
          size: `${formatNumber(project.size.value)} ${projectsPage.sizeUnits[project.size.unit]}`,
          duration: project.duration,
        })),
      },
      contact: { phone: site.phone, whatsapp: site.whatsapp, greeting: site.whatsappGreeting, chat: ui.contact.chat },
    },
  };
}

export type CompanyProfileProps = ReturnType<typeof companyProfilePage>["props"];
