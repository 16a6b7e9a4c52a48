import { newTab } from "~/lib/links";
import { Main } from "~/components/layout/main";
import { ContactChannels, LegalBody, LegalHero, LegalPart } from "~/components/sections/legal";
import type { LegalContact } from "~/model/views/legal";
import type { PrivacyPageContent } from "~/model/contract/schema";

const list = "grid list-disc gap-2 ps-6 marker:text-brand-700";

/**
 * The privacy policy: the owner's words, the company and its numbers from the site settings. Its parts answer
 * what the Personal Data Protection Law and its implementing regulations ask: the controller and its address,
 * purposes with their legal basis, the data and its channels, what the site records, transfers outside the
 * Kingdom, retention, the visitor's rights, how to use them and the reply's time, and the complaint to SDAIA.
 */
export function PrivacyPage({
  page,
  analytics,
  leads,
  updated,
  contact,
}: {
  page: Omit<PrivacyPageContent, "analytics" | "leads" | "updated" | "updatedLabel">;
  /** The paragraph for the analytics service the site settings switch on. */
  analytics: { title: string; text: string };
  /** The lead log's section, with the retention of the site settings written in, and what each line holds. */
  leads: { title: string; paragraphs: string[]; fields: string[] };
  /** When the owner last changed the policy. */
  updated: { label: string; date: string; text: string };
  contact: LegalContact;
}) {
  const [first, ...rest] = leads.paragraphs;
  return (
    <Main>
      <LegalHero page={page} />
      <LegalBody>
        <p className="text-ink-muted" data-updated>
          {updated.label}: <time dateTime={updated.date}>{updated.text}</time>
        </p>
        <LegalPart id="owner" title={page.owner.title}>
          <p>{page.owner.text}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-sand-50 p-4 sm:p-5" data-company>
            <dt className="font-bold">{contact.labels.company}</dt>
            <dd>{contact.legalName}</dd>
            <dt className="font-bold">{contact.labels.cr}</dt>
            <dd>
              <bdi className="tabular-nums">{contact.cr}</bdi>
            </dd>
            <dt className="font-bold">{contact.labels.address}</dt>
            <dd data-address>{contact.address}</dd>
          </dl>
        </LegalPart>
        <LegalPart id="purposes" title={page.purposes.title}>
          <ul className={list}>
            {page.purposes.items.map((item) => (
              <li key={item.purpose}>
                {item.purpose}{" "}
                <span className="text-ink-muted">
                  ({page.purposes.basisLabel}: {item.basis})
                </span>
              </li>
            ))}
          </ul>
        </LegalPart>
        <LegalPart id="collection" title={page.collection.title}>
          <p>{page.collection.intro}</p>
          <dl className="grid gap-3" data-collection>
            {page.collection.items.map((item) => (
              <div key={item.channel}>
                <dt className="font-bold">{item.channel}</dt>
                <dd>{item.data}</dd>
              </div>
            ))}
          </dl>
        </LegalPart>
        {/* What the site itself records: its hosting's logs, and any record of its own (one paragraph each). */}
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
          <p>{first}</p>
          <ul className={list} data-lead-fields>
            {leads.fields.map((field) => (
              <li key={field}>{field}</li>
            ))}
          </ul>
          {rest.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </LegalPart>
        <LegalPart id="third-parties" title={page.thirdParties.title}>
          <p>{page.thirdParties.intro}</p>
          <ul className={list}>
            {page.thirdParties.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </LegalPart>
        <LegalPart id="transfers" title={page.transfers.title}>
          <p>{page.transfers.intro}</p>
          <ul className={list}>
            {page.transfers.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </LegalPart>
        <LegalPart id="retention" title={page.retention.title}>
          {page.retention.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </LegalPart>
        <LegalPart id="rights" title={page.rights.title}>
          <p>{page.rights.intro}</p>
          <ul className={list}>
            {page.rights.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </LegalPart>
        <LegalPart id="requests" title={page.requests.title}>
          <p>{page.requests.text}</p>
          <ContactChannels contact={contact} />
        </LegalPart>
        <LegalPart id="authority" title={page.authority.title}>
          <p>
            {page.authority.text}{" "}
            <a
              href={page.authority.website}
              {...newTab}
              className="font-bold text-brand-700 underline underline-offset-4"
            >
              <bdi dir="ltr">{new URL(page.authority.website).hostname.replace(/^www\./, "")}</bdi>
            </a>
            .
          </p>
        </LegalPart>
      </LegalBody>
    </Main>
  );
}
