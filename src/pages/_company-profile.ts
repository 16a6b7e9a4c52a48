// /company-profile's data (company-profile.astro), and /en/company-profile's from the English content: the
// registered company, the credentials the owner has set (each with its expiry, and its official lookup or «a
// copy on request»; an expired one never), the services, the areas and the delivered projects, never an example.
import { commaOf, formatNumber } from "~/lib/format";
import { getMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { nationalAddress, registrationOf } from "~/lib/company";
import { currentCredentials, riyadhDay } from "~/model/views/credentials";
import { drawingsSection } from "~/model/views/drawings";
import { head } from "~/model/views/head";
import { shownServices } from "~/model/languages/english";
import { companyProfilePath } from "~/model/contract/pages";
import { deliveredProjects } from "~/model/contract/example-markers";
import type { SiteContent } from "~/model/contract/validate";

type Lookup = { label: string; url: string };

/** One credential as the profile shows it: what it is, its number, its expiry, and how a buyer checks it. */
export type CredentialRow = {
  key: string;
  label: string;
  value: string;
  detail?: string | undefined;
  expires: string;
  /** The official page where he checks it; without one, `onRequest` offers a copy. */
  lookup?: Lookup | undefined;
  onRequest?: string | undefined;
};

export function companyProfilePage(content: SiteContent, _arg?: unknown, today = riyadhDay(new Date())) {
  const { site, ui } = content;
  const words = ui.companyProfile;
  const { company } = site;
  const language = content.english ? "en" : "ar";
  const { lookups } = words;
  const credentials = currentCredentials(company.credentials, today) ?? {};
  const number = (label: string, value: string) => `${label}: ${value}`;
  // Each credential the owner has set and still valid, in the order a buyer checks them.
  const credentialRows: CredentialRow[] = [
    ...(credentials.classification
      ? [
          {
            key: "classification",
            label: words.classification,
            value: [credentials.classification.field, credentials.classification.grade].join(commaOf(language)),
            detail: number(words.certificate, credentials.classification.certificate),
            expires: credentials.classification.expires,
            lookup: lookups.classification,
          },
        ]
      : []),
    ...(credentials.contractorsAuthority
      ? [
          {
            key: "contractorsAuthority",
            label: words.contractorsAuthority,
            value: credentials.contractorsAuthority.membership,
            expires: credentials.contractorsAuthority.expires,
            onRequest: words.copyOnRequest,
          },
        ]
      : []),
    ...(credentials.chamber
      ? [
          {
            key: "chamber",
            label: words.chamber,
            value: credentials.chamber.subscription,
            expires: credentials.chamber.expires,
            lookup: lookups.chamber,
          },
        ]
      : []),
    ...(["saudization", "gosi", "zakat"] as const).flatMap((kind) => {
      const certificate = credentials[kind];
      return certificate
        ? [
            {
              key: kind,
              label: words[kind],
              value: certificate.certificate,
              expires: certificate.expires,
              onRequest: words.copyOnRequest,
            },
          ]
        : [];
    }),
    ...(credentials.insurance ?? []).map((policy, i) => ({
      key: `insurance-${i}`,
      label: words.insurance,
      value: policy.cover,
      detail: [policy.insurer, ...(policy.policy ? [number(words.policy, policy.policy)] : [])].join(commaOf(language)),
      expires: policy.expires,
      onRequest: words.copyOnRequest,
    })),
  ];
  const registration = registrationOf(company, ui.footer);
  // Real work only: a shipped example is never offered as proof. The English content carries the delivered
  // projects with their English words, and none without (src/model/languages/english.ts).
  const projects = content.english?.projects ?? deliveredProjects(content);
  return {
    head: head(getMeta(site, { ...words.meta, path: companyProfilePath }), [
      breadcrumbJsonLd(content, [{ name: words.title, path: companyProfilePath }]),
    ]),
    props: {
      words,
      // The intro promises projects only while there are some to list.
      intro: projects.length ? words.intro : words.introWithoutProjects,
      company: {
        name: site.name,
        legalName: company.legalName,
        registration: { label: registration.label, number: registration.number, lookup: lookups.cr },
        vat: { label: ui.footer.vat, number: company.vat, lookup: lookups.vat },
        founded: company.founded,
        address: nationalAddress(site, language),
      },
      labels: { legalName: ui.footer.companyTitle },
      credentials: credentialRows,
      services: shownServices(content).map(({ slug, path }) => ({ path, name: content.services[slug].name })),
      areas: company.areasServed?.areas ?? [],
      projects: {
        columns: [
          words.columns.service,
          words.columns.district,
          words.columns.size,
          words.columns.year,
          words.columns.duration,
          words.columns.clientType,
        ],
        rows: projects.map((project) => ({
          slug: project.slug,
          title: project.title,
          service: content.services[project.service].name,
          district: project.district,
          size: `${formatNumber(project.size.value)} ${words.sizeUnits[project.size.unit]}`,
          year: project.year,
          duration: project.duration,
          clientType: project.clientType,
        })),
      },
      drawings: drawingsSection(content),
      contact: {
        email: site.email,
        phone: site.phone,
        whatsapp: site.whatsapp,
        greeting: site.whatsappGreeting,
        chat: ui.contact.chat,
        website: site.url.replace(/^https:\/\//, ""),
        labels: words.channels,
      },
    },
  };
}

export type CompanyProfileProps = ReturnType<typeof companyProfilePage>["props"];
