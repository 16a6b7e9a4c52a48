import { Main } from "~/components/layout/main";
import { ContactChannels, LegalBody, LegalHero, LegalPart } from "~/components/sections/legal";
import type { LegalContact } from "~/model/legal";
import type { PrivacyPageContent } from "~/model/schema";

/** The privacy policy: the owner's words, the company and its numbers from the site settings. */
export function PrivacyPage({
  page,
  analytics,
  leads,
  contact,
}: {
  page: Omit<PrivacyPageContent, "analytics" | "leads">;
  /** The paragraph for the analytics service the site settings switch on. */
  analytics: { title: string; text: string };
  /** The lead log's section, with the retention of the site settings written in. */
  leads: { title: string; paragraphs: string[] };
  contact: LegalContact;
}) {
  return (
    <Main>
      <LegalHero page={page} />
      <LegalBody>
        <LegalPart id="owner" title={page.owner.title}>
          <p>{page.owner.text}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-sand-50 p-4 sm:p-5" data-company>
            <dt className="font-bold">{contact.labels.company}</dt>
            <dd>{contact.legalName}</dd>
            <dt className="font-bold">{contact.labels.cr}</dt>
            <dd>
              <bdi className="tabular-nums">{contact.cr}</bdi>
            </dd>
          </dl>
        </LegalPart>
        <LegalPart id="records" title={page.records.title}>
          {page.records.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </LegalPart>
        <LegalPart id="analytics" title={analytics.title}>
          <p data-analytics-text>{analytics.text}</p>
        </LegalPart>
        <LegalPart id="forms" title={page.forms.title}>
          {page.forms.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </LegalPart>
        <LegalPart id="leads" title={leads.title}>
          {leads.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </LegalPart>
        <LegalPart id="third-parties" title={page.thirdParties.title}>
          <p>{page.thirdParties.intro}</p>
          <ul className="grid list-disc gap-2 ps-6 marker:text-brand-700">
            {page.thirdParties.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </LegalPart>
        <LegalPart id="requests" title={page.requests.title}>
          <p>{page.requests.text}</p>
          <ContactChannels contact={contact} />
        </LegalPart>
      </LegalBody>
    </Main>
  );
}
