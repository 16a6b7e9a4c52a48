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
import { siInstagram, siWhatsapp } from "simple-icons";
import { renderToStaticMarkup } from "react-dom/server";
import type { PreparedIcon } from "~/content/prepared";
import type { IconName } from "~/content/schema";

// Content names icons by key. They are rendered to markup at build time
// (see prepare.server.ts), so this table never reaches the browser.
const icons: Record<IconName, LucideIcon> = {
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
} satisfies Record<string, LucideIcon>;

export type UiIconName = keyof typeof uiIcons | "whatsapp" | "instagram";

function markup(Icon: LucideIcon) {
  return renderToStaticMarkup(<Icon />).replace(/^<svg[^>]*>|<\/svg>$/g, "");
}

/** The children of a content icon's <svg>, e.g. `<path d="…"></path>…`. */
export function iconMarkup(name: IconName): PreparedIcon {
  return { svg: markup(icons[name]) };
}

/** Every UI icon, rendered once per build; brand marks are real simple-icons paths, filled, never mirrored. */
export function uiIconSet(): Record<UiIconName, PreparedIcon> {
  const stroked = Object.fromEntries(Object.entries(uiIcons).map(([name, Icon]) => [name, { svg: markup(Icon) }]));
  return {
    ...(stroked as Record<keyof typeof uiIcons, PreparedIcon>),
    whatsapp: { svg: `<path d="${siWhatsapp.path}"></path>`, filled: true },
    instagram: { svg: `<path d="${siInstagram.path}"></path>`, filled: true },
  };
}
