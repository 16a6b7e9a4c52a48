import { useLayout } from "~/components/layout/layout-context";
import { LogoMark } from "~/components/layout/logo";
import { Main } from "~/components/layout/main";
import { ContactChannels, LegalBody, LegalPart } from "~/components/sections/legal";
import { HeroBand, HeroIntro, HeroTitle } from "~/components/sections/section";
import { joinList } from "~/lib/format";
import { newTab } from "~/lib/links";
import type { CompanyProfileProps } from "~/pages/_company-profile";

// One size down on a phone: a 15-digit VAT number beside «Commercial registration» fits 360 px; below it
// (a 320 px phone) each fact goes under its name.
const factList =
  "grid grid-cols-1 gap-x-4 gap-y-2 rounded-2xl bg-sand-50 p-4 text-base min-[360px]:grid-cols-[auto_1fr] sm:p-5 sm:text-lg print:p-0";
const lookupLink = "inline-flex min-h-11 items-center text-base font-bold text-brand-700 underline underline-offset-4";

/** An official page where the buyer checks the fact beside it; on paper its address is printed after it. */
function Lookup({ lookup }: { lookup: { label: string; url: string } }) {
  return (
    <a href={lookup.url} {...newTab} data-lookup className={lookupLink}>
      {lookup.label}
      {/* A margin, not a space: a space at the start of the isolate is lost on paper. */}
      <bdi dir="ltr" className="hidden print:ms-1 print:inline">
        ({lookup.url})
      </bdi>
    </a>
  );
}

/**
 * The company as a company buyer checks it, on one page he can print on A4 (src/styles/company-profile.css):
 * the registered company, the credentials the owner has set with their official lookups, the services, the
 * areas, the delivered projects and the contact numbers.
 */
export function CompanyProfilePage({
  words,
  company,
  labels,
  credentials,
  services,
  areas,
  projects,
  contact,
}: CompanyProfileProps) {
  const { language } = useLayout();
  return (
    <Main>
      <HeroBand>
        {/* On paper the site's header is not printed: the sheet names the company itself. */}
        <p className="mb-4 hidden items-center gap-3 text-xl font-extrabold print:flex">
          <LogoMark className="size-12" />
          {company.name}
        </p>
        <HeroTitle>{words.title}</HeroTitle>
        <HeroIntro>{words.intro}</HeroIntro>
        <p data-print-hint className="mt-3 text-brand-100 print:hidden">
          {words.printHint}
        </p>
      </HeroBand>
      <LegalBody>
        <LegalPart id="company" title={words.companyTitle}>
          <dl className={factList} data-company>
            <dt className="font-bold">{labels.legalName}</dt>
            <dd>{company.legalName}</dd>
            <dt className="font-bold">{labels.cr}</dt>
            <dd>
              <bdi data-cr className="font-semibold tabular-nums">
                {company.cr}
              </bdi>
              <br />
              <Lookup lookup={words.lookups.cr} />
            </dd>
            <dt className="font-bold">{labels.vat}</dt>
            <dd>
              <bdi data-vat className="font-semibold tabular-nums">
                {company.vat}
              </bdi>
            </dd>
            <dt className="font-bold">{words.founded}</dt>
            <dd>
              <bdi className="tabular-nums">{company.founded}</bdi>
            </dd>
            <dt className="font-bold">{words.address}</dt>
            <dd>{company.address}</dd>
          </dl>
        </LegalPart>

        {credentials.length > 0 && (
          <LegalPart id="credentials" title={words.credentialsTitle}>
            <dl className={factList} data-credentials>
              {credentials.map((row) => (
                <div key={row.key} data-credential={row.key} className="grid grid-cols-subgrid min-[360px]:col-span-2">
                  <dt className="font-bold">{row.label}</dt>
                  <dd>
                    <span className="font-semibold">{row.value}</span>
                    {row.detail && <span className="block text-ink-muted">{row.detail}</span>}
                    {"lookup" in row && row.lookup && <Lookup lookup={row.lookup} />}
                  </dd>
                </div>
              ))}
            </dl>
          </LegalPart>
        )}

        <LegalPart id="services" title={words.servicesTitle}>
          <ul className="grid list-disc gap-x-8 ps-6 marker:text-brand-700 sm:grid-cols-2 print:grid-cols-2">
            {services.map((service) => (
              <li key={service.path}>
                <a href={service.path} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
                  {service.name}
                </a>
              </li>
            ))}
          </ul>
        </LegalPart>

        {areas.length > 0 && (
          <LegalPart id="areas" title={words.areasTitle}>
            <p data-areas-served>{joinList(areas, language)}</p>
          </LegalPart>
        )}

        {projects.rows.length > 0 && (
          <LegalPart id="projects" title={words.projectsTitle}>
            <div className="overflow-x-auto print:overflow-visible">
              <table className="w-full border-collapse text-start text-base" data-projects>
                <thead>
                  <tr className="border-b-2 border-brand-700">
                    <th scope="col" className="py-2 pe-3 text-start">
                      {words.project}
                    </th>
                    {projects.columns.map((column) => (
                      <th key={column} scope="col" className="py-2 pe-3 text-start">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {projects.rows.map((project) => (
                    <tr key={project.slug} data-project={project.slug} className="border-b border-sand-200">
                      <th scope="row" className="py-2 pe-3 text-start font-bold">
                        {project.title}
                      </th>
                      <td className="py-2 pe-3">{project.service}</td>
                      <td className="py-2 pe-3">{project.district}</td>
                      <td className="py-2 pe-3 tabular-nums">{project.year}</td>
                      <td className="py-2 pe-3">{project.size}</td>
                      <td className="py-2 pe-3">{project.duration}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </LegalPart>
        )}

        <LegalPart id="contact" title={words.contactTitle}>
          <ContactChannels
            contact={{
              phone: contact.phone,
              whatsapp: contact.whatsapp,
              greeting: contact.greeting,
              labels: { chat: contact.chat },
            }}
          />
        </LegalPart>
      </LegalBody>
    </Main>
  );
}
