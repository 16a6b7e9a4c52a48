import { useRouteLoaderData } from "react-router";
import type { PreparedIcon } from "~/content/prepared";
import type { UiIconName } from "~/lib/icons.server";
import type { loader as rootLoader } from "~/root";

// Icons come from lucide-react and simple-icons, rendered to markup at build
// time (root and page loaders), so no icon library runs in the browser.

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
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...paint}
      dangerouslySetInnerHTML={{ __html: icon?.svg ?? "" }}
    />
  );
}

/** A layout icon by name (phone, menu, whatsapp…), from the root loader's icon set. */
export function Icon({ name, className }: { name: UiIconName; className?: string }) {
  const icons = useRouteLoaderData<typeof rootLoader>("root")?.icons;
  return <SvgIcon icon={icons?.[name]} className={className} />;
}
