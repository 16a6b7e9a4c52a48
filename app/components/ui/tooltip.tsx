import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactElement } from "react";

// Radix's defaults are the spec's timings (700 ms open delay, 300 ms skip
// delay) and closing rules (leave, blur, click, Escape, scroll).
export const TooltipProvider = TooltipPrimitive.Provider;

/** A tooltip repeating a control's accessible name; never the only place information lives. */
export function Tooltip({
  label,
  side = "bottom",
  children,
}: {
  label: string;
  side?: "top" | "bottom" | "left" | "right";
  children: ReactElement;
}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={8}
          collisionPadding={8}
          dir="rtl"
          className="z-50 rounded-lg bg-ink px-3 py-1.5 text-sm font-semibold text-white shadow-lg"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
