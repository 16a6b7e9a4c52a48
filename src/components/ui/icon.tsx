import type { ComponentProps } from "react";
import sprite from "virtual:icon-sprite";
import { contentIcons, type UiIconName } from "~/lib/icons";
import type { IconName } from "~/model/contract/schema";
import { useLayout } from "~/components/layout/layout-context";
import { cn } from "~/lib/cn";

// Icons come from lucide-react and simple-icons and render at build time, so
// no icon library runs in the browser.

/**
 * The 24 × 24 frame every icon is drawn in, hidden from assistive technology (its link or button is named).
 * Inline in HTML, an <svg> needs no xmlns, and `focusable` only ever mattered to Internet Explorer.
 */
function IconFrame(props: ComponentProps<"svg">) {
  return <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" {...props} />;
}

/** An icon the content names (a card's `icon`), drawn inline. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Lucide = contentIcons[name];
  return <Lucide aria-hidden="true" focusable="false" className={className} />;
}

/**
 * A layout icon by name (phone, menu, whatsapp…): a symbol of the icon sprite,
 * one same-origin file the browser caches across pages. Its paint is set on the symbol.
 */
export function Icon({ name, className }: { name: UiIconName; className?: string }) {
  return (
    <IconFrame className={className}>
      <use href={`${sprite}#${name}`} />
    </IconFrame>
  );
}

/** The arrow that leads on («read more»): it points left in Arabic, and is turned to point right on an English page. */
export function ForwardArrow({ className }: { className?: string }) {
  const { language } = useLayout();
  return <Icon name="arrow-left" className={cn(className, language === "en" && "rotate-180")} />;
}
