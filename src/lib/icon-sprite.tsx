// The layout's icons as one SVG sprite, drawn once per build (scripts/build/icon-sprite.ts):
// apart from icons.tsx, so that what draws a page (the build, the admin's preview) does not
// carry react-dom/server.
import {
  ArrowLeft,
  Check,
  ChevronDown,
  Download,
  Lightbulb,
  Mail,
  MapPin,
  Menu,
  Minus,
  Phone,
  Star,
  X,
  type LucideIcon,
} from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { siGoogle, siInstagram, siWhatsapp } from "simple-icons";

/** The icons the layout and sections use, by name. */
const uiIcons = {
  phone: Phone,
  menu: Menu,
  close: X,
  "map-pin": MapPin,
  check: Check,
  "arrow-left": ArrowLeft,
  "chevron-down": ChevronDown,
  minus: Minus,
  lightbulb: Lightbulb,
  star: Star,
  download: Download,
  mail: Mail,
} satisfies Record<string, LucideIcon>;

export type UiIconName = keyof typeof uiIcons | "whatsapp" | "instagram" | "google";

function markup(Icon: LucideIcon) {
  return renderToStaticMarkup(<Icon />).replace(/^<svg[^>]*>|<\/svg>$/g, "");
}

/**
 * Every UI icon as one SVG sprite of `<symbol id="<name>">`, written once per
 * build (scripts/build/icon-sprite.ts) and referenced by `<Icon>` with `<use>`.
 * Brand marks are real simple-icons paths, filled, never mirrored.
 */
export function uiIconSprite(): string {
  const stroke = `fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
  const symbols = [
    ...Object.entries(uiIcons).map(([name, Icon]) => symbol(name, stroke, markup(Icon))),
    symbol("whatsapp", `fill="currentColor"`, `<path d="${siWhatsapp.path}"></path>`),
    symbol("instagram", `fill="currentColor"`, `<path d="${siInstagram.path}"></path>`),
    symbol("google", `fill="currentColor"`, `<path d="${siGoogle.path}"></path>`),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}

function symbol(name: string, paint: string, body: string) {
  return `<symbol id="${name}" viewBox="0 0 24 24" ${paint}>${body}</symbol>`;
}
