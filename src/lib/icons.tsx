import {
  ArrowLeft,
  BadgeCheck,
  Blinds,
  Building2,
  Car,
  Check,
  ChevronDown,
  Clock,
  DoorOpen,
  Droplets,
  Factory,
  Fence,
  FileCheck,
  Fuel,
  Grid3x3,
  Hammer,
  HardHat,
  House,
  Layers,
  Lightbulb,
  MapPin,
  Minus,
  Menu,
  Palette,
  Phone,
  Ruler,
  Shield,
  Sparkles,
  Star,
  Store,
  Sun,
  Thermometer,
  Tractor,
  Trees,
  Warehouse,
  Waves,
  Wrench,
  X,
  type LucideIcon,
} from "lucide-react";
import { siGoogle, siInstagram, siWhatsapp } from "simple-icons";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconName } from "~/model/schema";

// Content names icons by key; pages render them at build time, so this table
// never reaches the browser.
export const contentIcons: Record<IconName, LucideIcon> = {
  warehouse: Warehouse,
  car: Car,
  door: DoorOpen,
  hammer: Hammer,
  layers: Layers,
  fence: Fence,
  grid: Grid3x3,
  blinds: Blinds,
  sun: Sun,
  shield: Shield,
  home: House,
  building: Building2,
  factory: Factory,
  trees: Trees,
  waves: Waves,
  store: Store,
  wrench: Wrench,
  ruler: Ruler,
  sparkles: Sparkles,
  clock: Clock,
  "badge-check": BadgeCheck,
  thermometer: Thermometer,
  droplets: Droplets,
  palette: Palette,
  lightbulb: Lightbulb,
  tractor: Tractor,
  fuel: Fuel,
  "hard-hat": HardHat,
  "file-check": FileCheck,
};

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
