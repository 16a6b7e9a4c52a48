import type { ReactElement } from "react";
import { cn } from "~/lib/cn";

// Full class strings per side, so Tailwind sees each one. Logical only (src/components/logical.test.ts):
// `start` is the control's inline-start side, towards the page from the round buttons at the inline end.
const sides = {
  bottom: "top-full inset-x-0 mx-auto mt-2 w-max",
  start: "top-1/2 end-full me-3 -translate-y-1/2",
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
