import sprite from "virtual:icon-sprite";
import type { EstimatorProps, EstimatorService } from "~/components/islands/estimator";
import { priceKey } from "~/lib/format";
import { pricedItems } from "~/lib/prices";
import { serviceSlugs, type ServiceSlug } from "./pages";
import { content, serviceBySlug } from "./site-data";

// The estimator island's props, built at build time from the same price records
// the tables show: an owner's price change changes the estimate with no code change.

/** The estimator's heading on a service page, which names its form. */
export const estimatorHeadingId = "estimator-title";

/** Price tables first, so the choices follow the table the estimator sits under. */
/**
 * A service's priced items, each price once (the canopies page shows some both
 * in its type cards and in its table), with the approximate-price note of the
 * section that holds it. Undefined for a service without prices.
 */
export function estimatorService(slug: ServiceSlug): EstimatorService | undefined {
  const service = serviceBySlug(slug);
  const sections = service.sections.flatMap((section) => ("note" in section && section.note ? [section] : []));
  const seen = new Set<string>();
  // In the order the page shows them, so the estimator opens on the first price the buyer read.
  const items = sections.flatMap((section) =>
    pricedItems([section]).flatMap((item) => {
      const key = `${item.name}|${priceKey(item.price)}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ name: item.name, price: item.price, note: section.note! }];
    }),
  );
  return items.length ? { slug, name: service.name, items } : undefined;
}

/** The id of the section the estimator joins on a service page: the last one with prices. */
export function estimatorSectionId(slug: ServiceSlug) {
  return pricedItems(serviceBySlug(slug).sections).at(-1)?.sectionId;
}

/** The island's props for one service's page, or for /estimate (every priced service). */
export function estimatorProps(slug: ServiceSlug | undefined, labelledBy: string): EstimatorProps | undefined {
  const services = (slug ? [slug] : serviceSlugs).flatMap((s) => estimatorService(s) ?? []);
  if (!services.length) return undefined;
  const { site, ui } = content;
  const { title: _title, intro: _intro, otherServices: _other, homeLink: _home, page: _page, ...words } = ui.estimator;
  return {
    services,
    words,
    contact: {
      phone: site.phone,
      whatsapp: site.whatsapp,
      greeting: site.whatsappGreeting,
      call: ui.contact.call,
      chat: ui.contact.chat,
    },
    sprite,
    labelledBy,
  };
}
