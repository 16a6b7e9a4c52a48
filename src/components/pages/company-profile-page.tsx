import { useLayout } from "~/components/layout/layout-context";
import { LogoMark } from "~/components/layout/logo";
import { Main } from "~/components/layout/main";
import { ContactChannels, LegalBody, LegalPart } from "~/components/sections/legal";
import { HeroBand, HeroIntro, HeroTitle } from "~/components/sections/section";
import { joinList } from "~/lib/format";
import { formatLocalPhone, newTab } from "~/lib/links";
import { Icon } from "~/components/ui/icon";
import { SendDrawings } from "~/components/sections/send-drawings";
import type { CompanyProfileProps } from "~/pages/_company-profile";

// One size down on a phone: a 15-digit VAT number beside «Commercial registration» fits 360 px; below it
// (a 320 px phone) each fact goes under its name.
const factList =
  "grid grid-cols-1 gap-x-4 gap-y-2 rounded-2xl bg-sand-50 p-4 text-base min-[360px]:grid-cols-[auto_1fr] sm:p-5 sm:text-lg print:grid-cols-[auto_1fr] print:bg-transparent print:p-0 print:text-base";
// On paper the link's words and then its address, each on a line of its own.
const lookupLink =
  "inline-flex min-h-11 items-center text-base font-bold text-brand-700 underline underline-offset-4 print:block print:min-h-0 print:text-sm print:font-normal";

/** An official page where the buyer checks the fact beside it; on paper its address is printed after it. */
function Lookup({ lookup }: { lookup: Lookup }) {
  return (
    <a href={lookup.url} {...newTab} data-lookup className={lookupLink}>
      {lookup.label}
      <bdi dir="ltr" className="hidden print:block">
        {lookup.url}
      </bdi>
    </a>
  );
}

/** A number a buyer checks, in tabular figures, and where he checks it. */
function CheckedNumber({ number, lookup, data }: { number: string; lookup?: Lookup; data: string }) {
  return (
    <>
      <bdi {...{ [`data-${data}`]: "" }} className="font-semibold tabular-nums">
        {number}
      </bdi>
      {lookup && (
        <>
          <br />
          <Lookup lookup={lookup} />
        </>
      )}
    </>
  );
}

type Lookup = { label: string; url: string };

/**
 * The company as a company buyer checks it, on pages he can print on A4 (src/styles/company-profile.css): the
 * registered company, the credentials the owner has set with their expiry and their official lookups (or a copy
 * on request), the services, the areas, the delivered projects and the contact numbers, printed as text.
 */
export function CompanyProfilePage({
  words,
  intro,
  company,
  labels,
  credentials,
  services,
  areas,
  projects,
  drawings,
  contact,
}: CompanyProfileProps) {
  const { language } = useLayout();
  return (
    <Main>
      <HeroBand className="print:py-0">
        {/* On paper the site's header is not printed: the sheet names the company itself. */}
        <p className="mb-4 hidden items-center gap-3 text-xl font-extrabold print:flex">
          <LogoMark className="size-12" />
          {company.name}
        </p>
        <HeroTitle>{words.title}</HeroTitle>
        <HeroIntro>{intro}</HeroIntro>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden">
          {/* Shown by src/browser/print-action.ts: without the script it would do nothing. */}
          <button
            type="button"
            data-print
            hidden
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-bold text-brand-800 hover:bg-brand-50"
          >
            <Icon name="download" className="size-5" />
            {words.printAction}
          </button>
          <p data-print-hint className="text-brand-100">
            {words.printHint}
          </p>
        </div>
      </HeroBand>
      <LegalBody>
        <LegalPart id="company" title={words.companyTitle}>
          <dl className={factList} data-company>
            <dt className="font-bold">{labels.legalName}</dt>
            <dd data-legal-name>{company.legalName}</dd>
            <dt className="font-bold">{company.registration.label}</dt>
            <dd>
              <CheckedNumber
                data="registration"
                number={company.registration.number}
                lookup={company.registration.lookup}
              />
            </dd>
            <dt className="font-bold">{company.vat.label}</dt>
            <dd>
              <CheckedNumber data="vat" number={company.vat.number} lookup={company.vat.lookup} />
            </dd>
            <dt className="font-bold">{words.founded}</dt>
            <dd>
              <bdi className="tabular-nums">{company.founded}</bdi>
            </dd>
            <dt className="font-bold">{words.address}</dt>
            <dd data-address>{company.address}</dd>
          </dl>
        </LegalPart>

        {credentials.length > 0 && (
          <LegalPart id="credentials" title={words.credentialsTitle}>
            <dl className={factList} data-credentials>
              {credentials.map((row) => (
                <div key={row.key} data-credential={row.key} className="grid grid-cols-subgrid min-[360px]:col-span-2">
                  <dt className="font-bold">{row.label}</dt>
                  <dd>
                    <bdi className="font-semibold">{row.value}</bdi>
                    {row.detail && <span className="block text-ink-muted">{row.detail}</span>}
                    <span className="block" data-expires={row.expires}>
                      {`${words.expires}: `}
                      <bdi dir="ltr" className="tabular-nums">
                        {row.expires}
                      </bdi>
                    </span>
                    {row.lookup ? (
                      <Lookup lookup={row.lookup} />
                    ) : (
                      row.onRequest && (
                        <span className="block" data-on-request>
                          {row.onRequest}
                        </span>
                      )
                    )}
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
              <table className="w-full border-collapse text-start text-base print:text-sm" data-projects>
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
                      <td className="py-2 pe-3">{project.size}</td>
                      <td className="py-2 pe-3 tabular-nums">{project.year}</td>
                      <td className="py-2 pe-3">{project.duration}</td>
                      <td className="py-2 pe-3">{project.clientType}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </LegalPart>
        )}

        <div className="print:hidden">
          <LegalPart id="drawings" title={drawings.title}>
            <SendDrawings drawings={drawings} />
          </LegalPart>
        </div>

        <LegalPart id="contact" title={words.contactTitle}>
          <div className="grid gap-3 print:hidden">
            <ContactChannels
              contact={{
                phone: contact.phone,
                whatsapp: contact.whatsapp,
                greeting: contact.greeting,
                labels: { chat: contact.chat },
              }}
            />
            {contact.email && (
              <p>
                <a
                  href={`mailto:${contact.email}`}
                  className="inline-flex min-h-11 items-center gap-2 font-bold text-brand-700 underline underline-offset-4"
                >
                  <Icon name="mail" className="size-5" />
                  <bdi dir="ltr">{contact.email}</bdi>
                </a>
              </p>
            )}
          </div>
          {/* On paper a link's target is lost: every channel is printed as the text he types or dials. */}
          <dl className="hidden grid-cols-[auto_1fr] gap-x-4 gap-y-1 print:grid" data-print-contact>
            <dt className="font-bold">{contact.labels.phone}</dt>
            <dd>
              <bdi dir="ltr">{formatLocalPhone(contact.phone)}</bdi>
            </dd>
            <dt className="font-bold">{contact.labels.whatsapp}</dt>
            <dd>
              <bdi dir="ltr">{formatLocalPhone(contact.whatsapp)}</bdi>
            </dd>
            {contact.email && (
              <>
                <dt className="font-bold">{contact.labels.email}</dt>
                <dd>
                  <bdi dir="ltr">{contact.email}</bdi>
                </dd>
              </>
            )}
            <dt className="font-bold">{contact.labels.website}</dt>
            <dd>
              <bdi dir="ltr">{contact.website}</bdi>
            </dd>
          </dl>
        </LegalPart>
      </LegalBody>
    </Main>
  );
}
