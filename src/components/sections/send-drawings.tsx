import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { newTab } from "~/lib/links";
import type { DrawingsSection } from "~/model/views/drawings";

/**
 * How to send a drawing or a bill of quantities: WhatsApp, which carries files, and the e-mail once the owner has
 * set one, its message listing what the estimate needs (src/model/views/drawings.ts). The section's heading is its page's.
 */
export function SendDrawings({ drawings }: { drawings: DrawingsSection }) {
  return (
    <div data-drawings className="grid max-w-3xl gap-4">
      <p className="text-lg">{drawings.intro}</p>
      <p className="flex flex-wrap gap-3 print:hidden">
        <ButtonLink variant="chat" href={drawings.whatsapp.href} {...newTab}>
          <Icon name="whatsapp" className="size-5" />
          {drawings.whatsapp.label}
        </ButtonLink>
        {drawings.email && (
          <ButtonLink variant="outline" href={drawings.email.href} data-drawings-email>
            <Icon name="mail" className="size-5" />
            {drawings.email.label}
          </ButtonLink>
        )}
      </p>
    </div>
  );
}
