import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  call: "bg-gold-400 text-brand-900 hover:bg-gold-300",
  chat: "bg-chat text-white hover:bg-chat-hover",
  outline: "border-2 border-brand-700 text-brand-700 hover:bg-brand-700 hover:text-white",
  light: "border-2 border-white/80 text-white hover:bg-white hover:text-brand-800",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Buttons are always links here: every action on the site goes somewhere. */
export function ButtonLink({
  variant,
  className,
  children,
  ...props
}: ComponentProps<"a"> & { variant: ButtonVariant }) {
  return (
    <a
      // `btn`: src/styles/app.css.
      className={cn("btn", variants[variant], className)}
      {...props}
    >
      {children}
    </a>
  );
}
