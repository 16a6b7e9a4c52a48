import type { PreparedSection as SectionRecord } from "~/content/prepared";
import { cn } from "~/lib/cn";
import type { ReactNode } from "react";
import { Price } from "~/components/ui/price";
import { ContentImage } from "~/components/ui/image";
import { Card, IconCard, Section, type SectionTone } from "./section";
import { Icon } from "~/components/ui/icon";

type Of<K extends SectionRecord["kind"]> = Extract<SectionRecord, { kind: K }>;

const grid = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

function CheckItem({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon name="check" className="mt-1 size-5 shrink-0 rounded-full bg-brand-700 p-0.5 text-white" />
      <span>{children}</span>
    </li>
  );
}

function TitledCards({
  items,
  numbered = false,
}: {
  items: { title: string; description: string }[];
  numbered?: boolean;
}) {
  return (
    <ul className={grid}>
      {items.map((item, i) => (
        <li key={item.title}>
          <Card className="h-full p-6">
            <h3 className="flex items-start gap-3 text-lg font-bold">
              <span
                aria-hidden="true"
                className="mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded-lg bg-gold-400 text-sm font-black text-brand-900"
              >
                {numbered ? i + 1 : <Icon name="check" className="size-4" />}
              </span>
              {item.title}
            </h3>
            <p className="mt-2 text-ink-muted">{item.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function PriceNote({ children }: { children: string }) {
  return <p className="mt-4 text-sm text-ink-muted">* {children}</p>;
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
      i === 0 && "col-start-1 row-start-1 pb-1 font-bold sm:pb-4",
      i === priceColumn && "col-start-2 row-start-1 pb-1 font-bold text-brand-700 sm:pb-4",
      i !== 0 && i !== priceColumn && "col-span-2 pt-0 text-ink-muted sm:pt-4",
    );
  return (
    <div className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm">
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

/** Renders one block of a service page by its kind. */
export function ServiceSection({ section, tone }: { section: SectionRecord; tone: SectionTone }) {
  if (section.kind === "image") {
    return (
      <div className="container-page py-4">
        <figure className="overflow-hidden rounded-3xl border border-sand-200 shadow-sm">
          <ContentImage
            image={section.image}
            sizes="(min-width: 1152px) 1088px, 100vw"
            className="aspect-3/2 max-h-[32rem]"
          />
        </figure>
      </div>
    );
  }
  return (
    <Section id={section.id} title={section.title} intro={section.intro} tone={tone}>
      <SectionBody section={section} />
    </Section>
  );
}

function SectionBody({ section }: { section: Exclude<SectionRecord, Of<"image">> }) {
  switch (section.kind) {
    case "services":
      return <TitledCards items={section.items} numbered={section.numbered} />;
    case "materials":
      return <TitledCards items={section.items} />;
    case "prose":
      return (
        <div className="max-w-3xl space-y-4 text-lg leading-9">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      );
    case "checklist":
      return (
        <ul className="grid max-w-4xl gap-3 sm:grid-cols-2">
          {section.items.map((item) => (
            <CheckItem key={item}>{item}</CheckItem>
          ))}
        </ul>
      );
    case "steps":
      return (
        <>
          <ol className="grid gap-4 md:grid-cols-2">
            {section.items.map((step, i) => (
              <li key={step.title} className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-5">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-black text-white"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-lg font-bold">{step.title}</h3>
                  <p className="mt-1 text-ink-muted">{step.description}</p>
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
          <ul className={grid}>
            {section.items.map((item) => (
              <li key={item.title}>
                <Card className="flex h-full flex-col p-6">
                  <h3 className="text-xl font-bold text-brand-700">{item.title}</h3>
                  <p className="mt-2 text-ink-muted">{item.description}</p>
                  {item.features && (
                    <ul className="mt-4 grid gap-2">
                      {item.features.map((feature) => (
                        <CheckItem key={feature}>{feature}</CheckItem>
                      ))}
                    </ul>
                  )}
                  <p className="mt-auto pt-5">
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
    case "specs":
      return (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {section.items.map((spec) => (
            <div key={spec.name} className="rounded-2xl border border-sand-200 bg-white p-5">
              <dt className="font-semibold text-ink-muted">{spec.name}</dt>
              <dd className="mt-1 text-lg font-bold text-brand-700">{spec.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "use-cases":
      return (
        <ul className={grid}>
          {section.items.map((item) => (
            <li key={item.title}>
              <IconCard {...item} />
            </li>
          ))}
        </ul>
      );
  }
}
