import type { ReactElement } from "react";
import { cn } from "~/lib/cn";

// Full class strings per side, so Tailwind sees each one.
const sides = {
  bottom: "top-full left-1/2 mt-2 -translate-x-1/2",
  right: "top-1/2 left-full ms-0 ml-3 -translate-y-1/2",
} as const;

/**
 * A tooltip repeating a control's accessible name: never the only place
 * information lives, so touch devices lose nothing. It is in the HTML, hidden;
 * src/browser/tooltips.ts shows it with Radix's timing (700 ms open delay,
 * 300 ms skip delay) and closing rules. `className` places the wrapper.
 */
export function Tooltip({
  label,
  side = "bottom",
  className,
  children,
}: {
  label: string;
  side?: keyof typeof sides;
  className?: string;
  children: ReactElement;
}) {
  return (
    <span data-tooltip className={cn("relative", className)}>
      {children}
      <span
        role="tooltip"
        // `tooltip`: src/styles/app.css.
        className={cn("tooltip", sides[side])}
      >
        {label}
      </span>
    </span>
  );
}
