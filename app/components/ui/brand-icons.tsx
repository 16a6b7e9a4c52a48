import { siInstagram, siWhatsapp } from "simple-icons";
import type { ComponentProps } from "react";

type IconProps = Omit<ComponentProps<"svg">, "children">;

// Real brand marks (simple-icons paths); never mirrored in RTL.
function BrandIcon({ path, ...props }: IconProps & { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" width="24" height="24" {...props}>
      <path d={path} />
    </svg>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return <BrandIcon path={siWhatsapp.path} {...props} />;
}

export function InstagramIcon(props: IconProps) {
  return <BrandIcon path={siInstagram.path} {...props} />;
}
