import type { PriceTerms as PriceTermsRecord, ServicePageContent } from "~/model/contract/schema";
import type { listMarkers } from "~/model/contract/schema";
import { useLayout } from "~/components/layout/layout-context";
import { AreasServed } from "./proof";
import type { Citation } from "~/model/views/citations";
import { fill } from "~/lib/estimate";
import { registrationOf } from "~/lib/company";
import { newTab } from "~/lib/links";

type SectionRecord = ServicePageContent["sections"][number];
import { formatTotal, joinList, joinTerms } from "~/lib/format";
import { cn } from "~/lib/cn";
import type { ReactNode } from "react";
import { Price } from "~/components/ui/price";
import { ContentImage } from "~/components/ui/image";
import { photoSlots } from "~/lib/photo-slots";
import { Card, cardGrid, flatOnPhone, IconCard, Section, type SectionTone } from "./section";
import { Icon } from "~/components/ui/icon";

type Of<K extends SectionRecord["kind"]> = Extract<SectionRecord, { kind: K }>;

type Marker = (typeof listMarkers)[number];

/** Each kind of list has its own mark, so a drawback never looks like a benefit. */
function Mark({ marker, index }: { marker: Marker | undefined; index: number }) {
  const box = "mt-1 inline-flex size-6 shrink-0 items-center justify-center rounded-full";
  switch (marker) {
    case "check":
      return <Icon name="check" className={cn(box, "bg-brand-700 p-1 text-white")} />;
    case "minus":
      return <Icon name="minus" className={cn(box, "bg-sand-200 p-1 text-ink")} />;
    case "tip":
      return <Icon name="lightbulb" className={cn(box, "bg-gold-300 p-1 text-brand-900")} />;
    case "number":
      return (
        <span aria-hidden="true" className={cn(box, "bg-brand-700 text-sm font-black text-white")}>
          {index + 1}
        </span>
      );
    case "dot":
      return <span aria-hidden="true" className="mt-3 size-2 shrink-0 rounded-full bg-brand-700" />;
    default:
      return null;
  }
}

function MarkedList({ items, marker = "check" }: { items: readonly string[]; marker?: Marker }) {
  const List = marker === "number" ? "ol" : "ul";
  return (
    <List className="grid max-w-4xl gap-2 sm:grid-cols-2 sm:gap-3">
      {items.map((item, i) => (
        <li key={item} className="flex items-start gap-3">
          <Mark marker={marker} index={i} />
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}

/** Titled cards: services, materials, types. Plain by default; `marker` marks them by kind. */
function TitledCards({ items, marker }: { items: { title: string; description: string }[]; marker?: Marker }) {
  const List = marker === "number" ? "ol" : "ul";
  return (
    <List className={cardGrid(items.length)}>
      {items.map((item, i) => (
        <li key={item.title}>
          <Card
            className={cn(
              "h-full sm:p-6",
              flatOnPhone,
              // The gold rule marks a service; on a phone it runs down the card's start edge instead.
              !marker && "border-t-gold-400 max-sm:border-s-4 max-sm:border-s-gold-400 max-sm:ps-3 sm:border-t-4",
            )}
          >
            {/* Bordered, without shadow or hover: information, not a link. */}
            <h3 className="flex items-start gap-3 text-lg leading-snug font-bold sm:text-h3">
              <Mark marker={marker} index={i} />
              {item.title}
            </h3>
            <p className="mt-1 leading-7 text-ink-muted sm:mt-2 sm:leading-8">{item.description}</p>
          </Card>
        </li>
      ))}
    </List>
  );
}

function PriceNote({ children }: { children: string }) {
  return <p className="mt-4 text-sm text-ink-muted">* {children}</p>;
}

/** English sentences start with a capital; Arabic has none. */
const upperFirst = (text: string, language: "ar" | "en") =>
  language === "en" ? text.charAt(0).toUpperCase() + text.slice(1) : text;

/** How a job is paid, from the company profile: beside the prices, or under «لماذا تختارنا» on a page without any. */
function PaymentTerms({ className }: { className?: string }) {
  const { site, ui, language } = useLayout();
  const payment = site.company.payment;
  if (!payment) return null;
  const stages = joinList([payment.deposit, ...payment.stages], language);
  // Smaller jobs' own terms first, then the stages of the larger ones, in one sentence of the layout's words.
  const paid = payment.smallJobs
    ? fill(ui.servicePage.paymentBySize, {
        amount: formatTotal({ min: payment.smallJobs.upTo, max: payment.smallJobs.upTo }, ui.prices),
        small: joinList(payment.smallJobs.stages, language),
        stages,
      })
    : stages;
  return (
    <div className={className} data-payment>
      <dt className="inline font-bold text-brand-700">{`${ui.servicePage.paymentTitle}: `}</dt>
      <dd className="inline">{`${paid}. ${upperFirst(language === "ar" ? joinList([payment.contract, payment.invoice], language) : `${payment.contract}; ${payment.invoice}`, language)}.`}</dd>
    </div>
  );
}

/**
 * What the page's prices include and leave out, what their unit assumes, and
 * how a job is paid: one sentence each, so the terms sit under the price list
 * without doubling its length on a phone.
 */
function PriceTermsBox({ terms }: { terms: PriceTermsRecord }) {
  const { ui, language } = useLayout();
  const lists = [
    { key: "includes", title: ui.servicePage.includes, items: terms.includes },
    { key: "excludes", title: ui.servicePage.excludes, items: terms.excludes },
    ...(terms.assumptions ? [{ key: "assumptions", title: ui.servicePage.assumptions, items: terms.assumptions }] : []),
  ];
  return (
    <section
      aria-labelledby="price-terms-title"
      className="mt-6 max-w-4xl rounded-2xl bg-sand-100 p-4 sm:p-6"
      data-price-terms
    >
      <h3 id="price-terms-title" className="text-lg font-bold sm:text-h3">
        {ui.servicePage.priceTermsTitle}
      </h3>
      <dl className="mt-2 grid gap-2">
        {lists.map((list) => (
          // Each term runs in after its name, as a sentence: a line shorter than a heading above it.
          <div key={list.key} data-terms={list.key}>
            <dt className="inline font-bold text-brand-700">{`${list.title}: `}</dt>
            <dd className="inline">{`${joinTerms(list.items, language)}.`}</dd>
          </div>
        ))}
        <PaymentTerms />
      </dl>
    </section>
  );
}

/**
 * «لماذا تختارنا»: the page's own reasons, then facts a buyer can check, from
 * the company profile (registration, areas served; the payment terms where no
 * price list shows them). Years and warranty are in the trust band already.
 */
function WhyUs({ items, withPayment }: { items?: readonly string[]; withPayment: boolean }) {
  const { site, ui } = useLayout();
  const { company } = site;
  const registration = registrationOf(company, ui.footer);
  const registered = ui.servicePage.registered
    .replace("{name}", company.legalName)
    // The registration's name and number: the unified national number once set, else the CR.
    .replace("{cr}", `${registration.label} ${registration.number}`)
    .replace("{vat}", company.vat);
  return (
    <div className="grid max-w-4xl gap-5">
      <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3">
        {[...(items ?? []), registered].map((item, i) => (
          <li key={item} className="flex items-start gap-3">
            <Mark marker="check" index={i} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <AreasServed />
      {withPayment && (
        <dl>
          <PaymentTerms />
        </dl>
      )}
    </div>
  );
}

/**
 * A three-column price table. On phones each row becomes two lines (name and
 * price, then the detail) instead of three squeezed columns.
 */
function Table({
  columns,
  rows,
  priceColumn,
}: {
  columns: readonly string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** Which column holds the price; it is highlighted and kept beside the name on phones. */
  priceColumn: number;
}) {
  const cell = (i: number) =>
    cn(
      "p-3 text-start sm:p-4",
      // Fixed shares for the name and the price, so the names do not wrap while the notes stay wide.
      i === 0 && "col-start-1 row-start-1 pb-1 font-bold sm:w-1/4 sm:pb-4",
      i === priceColumn && "col-start-2 row-start-1 pb-1 font-bold text-brand-700 sm:w-52 sm:pb-4",
      i !== 0 && i !== priceColumn && "col-span-2 pt-0 text-ink-muted sm:pt-4",
    );
  return (
    <div className="overflow-hidden rounded-2xl border border-sand-200 bg-white">
      <table className="w-full border-collapse text-start">
        <thead className="bg-brand-700 text-white">
          <tr className="grid grid-cols-[1fr_auto] sm:table-row">
            {columns.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={cn(cell(i), "text-white", i !== 0 && i !== priceColumn && "max-sm:sr-only")}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className="grid grid-cols-[1fr_auto] border-t border-sand-200 even:bg-sand-50 sm:table-row"
            >
              {row.cells.map((value, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={cell(i)}>
                    {value}
                  </th>
                ) : (
                  <td key={i} className={cell(i)}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * «المصدر: منصة بلدي، تاريخ المراجعة …» under steps that follow a guide, and the link to it:
 * the guide's own source and date (src/model/views/citations.ts), never a copy on the page.
 */
function CitationLine({ citation }: { citation: Citation }) {
  const words = useLayout().ui.servicePage.citation;
  return (
    // Whole strings between the links, so the HTML carries no empty comments between text nodes.
    <p className="mt-4 max-w-3xl text-sm text-ink-muted" data-citation="">
      {`${words.source} `}
      <a href={citation.source.url} {...newTab} className="underline">
        {citation.source.title}
      </a>
      {`، ${words.checked} `}
      <time dateTime={citation.checked.date}>{citation.checked.text}</time>
      {". "}
      <a href={citation.guide.href} className="font-bold text-brand-700 underline">
        {fill(words.guide, { title: citation.guide.title })}
      </a>
    </p>
  );
}

/** Renders one block of a service page by its kind; `children` follow its body (the estimator, under the prices). */
export function ServiceSection({
  section,
  tone,
  priceTerms,
  hasPriceTerms = false,
  citation,
  children,
}: {
  section: SectionRecord;
  tone: SectionTone;
  /** Set on the page's last price list: the terms follow it. */
  priceTerms?: PriceTermsRecord;
  /** Whether the page shows price terms (and the payment terms with them) somewhere. */
  hasPriceTerms?: boolean;
  /** Steps that follow a guide: its source, checked date and link. */
  citation?: Citation;
  children?: ReactNode;
}) {
  if (section.kind === "image") {
    return (
      // A picture between sections, not a billboard: capped at about a screen's third.
      // On a phone only the owner's photo earns the length; a drawing waits for wider screens
      // (hidden, its lazy image is never fetched).
      <div className={cn("container-page py-4", !section.image.photo && "hidden sm:block")}>
        <figure className="mx-auto max-w-2xl overflow-hidden rounded-3xl border border-sand-200">
          <ContentImage image={section.image} slot={photoSlots.sectionImage} />
        </figure>
      </div>
    );
  }
  return (
    <Section id={section.id} title={section.title} intro={section.intro} tone={tone}>
      {section.kind === "why-us" ? (
        <WhyUs items={section.items} withPayment={!hasPriceTerms} />
      ) : (
        <SectionBody section={section} />
      )}
      {citation && <CitationLine citation={citation} />}
      {children}
      {priceTerms && <PriceTermsBox terms={priceTerms} />}
    </Section>
  );
}

function SectionBody({ section }: { section: Exclude<SectionRecord, Of<"image" | "why-us">> }) {
  switch (section.kind) {
    case "services":
    case "materials":
      return <TitledCards items={section.items} marker={section.marker} />;
    case "prose":
      return (
        <div className="max-w-3xl space-y-4 sm:text-lg sm:leading-9">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      );
    case "checklist":
      return <MarkedList items={section.items} marker={section.marker} />;
    case "steps":
      return (
        <>
          <ol className={cardGrid(section.items.length)}>
            {section.items.map((step, i) => (
              <li
                key={step.title}
                className="flex gap-3 sm:gap-4 sm:rounded-2xl sm:border sm:border-sand-200 sm:bg-white sm:p-5"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-black text-white sm:size-10 sm:text-lg"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-lg leading-snug font-bold sm:text-h3">{step.title}</h3>
                  <p className="mt-1 leading-7 text-ink-muted sm:leading-8">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
          {section.note && <p className="mt-6 max-w-3xl text-ink-muted">{section.note}</p>}
        </>
      );
    case "prices":
      return (
        <>
          <Table
            columns={section.columns}
            rows={section.rows.map((row) => ({
              key: row.type,
              cells: [row.type, <Price price={row.price} layout="cell" />, row.description],
            }))}
            priceColumn={1}
          />
          <PriceNote>{section.note}</PriceNote>
        </>
      );
    case "cladding-sizes":
      return (
        <>
          <Table
            columns={section.columns}
            rows={section.rows.map((row) => ({
              key: `${row.thickness} ${row.dimensions}`,
              cells: [row.thickness, row.dimensions, <Price price={row.price} layout="cell" />],
            }))}
            priceColumn={2}
          />
          <PriceNote>{section.note}</PriceNote>
        </>
      );
    case "types":
      return (
        <>
          <ul className={cardGrid(section.items.length)}>
            {section.items.map((item) => (
              <li key={item.title}>
                <Card className={cn("flex h-full flex-col sm:p-6", flatOnPhone)}>
                  <h3 className="text-h3 font-bold text-brand-700">{item.title}</h3>
                  <p className="mt-1 leading-7 text-ink-muted sm:mt-2 sm:leading-8">{item.description}</p>
                  {item.features && (
                    <ul className="mt-3 grid gap-1.5 sm:mt-4 sm:gap-2">
                      {item.features.map((feature, i) => (
                        <li key={feature} className="flex items-start gap-3">
                          <Mark marker="check" index={i} />
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className="mt-auto pt-4 sm:pt-5">
                    <span className="inline-block rounded-xl bg-gold-300/60 px-4 py-2 font-bold text-brand-900">
                      <Price price={item.price} />
                    </span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
          <PriceNote>{section.note}</PriceNote>
        </>
      );
    case "specs": {
      // Short values (thickness, width) sit two to a row on phones, boxed to keep the columns apart.
      const compact = section.items.every((spec) => spec.value.length <= 40);
      return (
        // The name leads; the value is readable body text, not a bold slogan.
        <dl className={cardGrid(section.items.length, { compact })}>
          {section.items.map((spec) => (
            <div
              key={spec.name}
              className={cn("rounded-2xl border border-sand-200 bg-white p-4 sm:p-5", !compact && flatOnPhone)}
            >
              <dt className="text-lg font-bold text-brand-700 sm:text-h3">{spec.name}</dt>
              <dd className="mt-1">{spec.value}</dd>
            </div>
          ))}
        </dl>
      );
    }
    case "use-cases":
      return (
        <ul className={cardGrid(section.items.length, { max: 4, compact: true })}>
          {section.items.map((item) => (
            <li key={item.title}>
              <IconCard {...item} />
            </li>
          ))}
        </ul>
      );
  }
}
