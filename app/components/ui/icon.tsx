import type { ComponentProps } from "react";
import sprite from "virtual:icon-sprite";
import type { PreparedIcon } from "~/content/prepared";
import type { UiIconName } from "~/lib/icons.server";

// Icons come from lucide-react and simple-icons, rendered to markup at build
// time (the sprite and the page loaders), so no icon library runs in the browser.

/** The 24 × 24 frame every icon is drawn in, hidden from assistive technology (its link or button is named). */
function IconFrame(props: ComponentProps<"svg">) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

/** An icon whose markup was rendered at build time. */
export function SvgIcon({ icon, className }: { icon: PreparedIcon | undefined; className?: string }) {
  const paint = icon?.filled
    ? { fill: "currentColor" }
    : ({
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      } as const);
  return <IconFrame className={className} {...paint} dangerouslySetInnerHTML={{ __html: icon?.svg ?? "" }} />;
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
