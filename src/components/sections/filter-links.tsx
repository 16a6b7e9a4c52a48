import { cn } from "~/lib/cn";

/** Filters as plain links, one page each, the current one marked: they work without JavaScript. */
export function FilterLinks({
  labelledBy,
  links,
}: {
  labelledBy: string;
  links: { path: string; label: string; current?: boolean }[];
}) {
  return (
    <nav aria-labelledby={labelledBy}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.path}>
            <a
              href={link.path}
              aria-current={link.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border px-5 font-semibold",
                link.current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-sand-200 bg-white hover:border-brand-700 hover:text-brand-700",
              )}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Links to other pages as a row of pills (a page's services, its price lists): links, not filters. */
export function PillLinks({ links }: { links: { path: string; label: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.path}>
          <a
            href={link.path}
            className="inline-flex min-h-11 items-center rounded-full border border-sand-200 bg-sand-50 px-5 font-semibold hover:border-brand-700 hover:text-brand-700"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
