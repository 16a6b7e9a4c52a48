import { newTab, telHref } from "~/lib/links";
import { Main } from "~/components/layout/main";
import { ContactChannels, LegalBody, LegalHero, LegalPart } from "~/components/sections/legal";
import type { LegalContact } from "~/model/views/legal";
import type { ComplaintsPageContent } from "~/model/contract/schema";

/** How to complain: the channels of the site settings, the response time, what to include, the ministry. */
export function ComplaintsPage({ page, contact }: { page: ComplaintsPageContent; contact: LegalContact }) {
  const { ministry } = page;
  return (
    <Main>
      <LegalHero page={page} />
      <LegalBody>
        <LegalPart id="channels" title={page.channels.title}>
          <p>{page.channels.text}</p>
          <ContactChannels contact={contact} />
        </LegalPart>
        <LegalPart id="response" title={page.response.title}>
          <p className="rounded-2xl bg-brand-700 px-5 py-4 text-xl font-extrabold text-white" data-response-time>
            {page.response.time}
          </p>
          <p>{page.response.text}</p>
        </LegalPart>
        <LegalPart id="include" title={page.include.title}>
          <ul className="grid list-disc gap-2 ps-6 marker:text-brand-700">
            {page.include.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </LegalPart>
        <LegalPart id="ministry" title={ministry.title}>
          <p>{ministry.text}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-sand-50 p-4 sm:p-5" data-ministry>
            <dt className="font-bold">{ministry.phoneLabel}</dt>
            <dd>
              <a
                href={telHref(ministry.phone)}
                data-lead="off"
                className="font-bold text-brand-700 underline underline-offset-4"
              >
                <bdi dir="ltr">{ministry.phone}</bdi>
              </a>
            </dd>
            <dt className="font-bold">{ministry.appLabel}</dt>
            <dd>{ministry.app}</dd>
            <dt className="font-bold">{ministry.websiteLabel}</dt>
            <dd>
              <a href={ministry.website} {...newTab} className="font-bold text-brand-700 underline underline-offset-4">
                <bdi dir="ltr">{new URL(ministry.website).hostname.replace(/^www\./, "")}</bdi>
              </a>
            </dd>
          </dl>
        </LegalPart>
      </LegalBody>
    </Main>
  );
}
