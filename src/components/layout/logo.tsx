import { cn } from "~/lib/cn";
import { useLayout } from "~/components/layout/layout-context";

/** The company's mark: the header's logo, and the printed sheets' (the review poster, the company profile). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className={cn("shrink-0", className)}>
      <rect width="40" height="40" rx="10" className="fill-brand-700" />
      <path d="M6 22 20 10l14 12v10H6Z" className="fill-gold-400" />
      <path d="M12 32V22h16v10" className="fill-brand-800" />
      <path d="M12 25h16M12 28.5h16" className="stroke-gold-300" strokeWidth="1.5" />
    </svg>
  );
}

export function Logo() {
  const { site, ui, nav } = useLayout();
  return (
    <a
      href={nav.home}
      className="flex min-w-0 items-center gap-2 rounded-lg"
      aria-label={`${site.name}: ${ui.nav.homeLinkLabel}`}
    >
      <LogoMark />
      <span className="text-base leading-tight font-extrabold text-brand-700 min-[400px]:text-lg">{site.name}</span>
    </a>
  );
}
