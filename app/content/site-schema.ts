import { z } from "zod";

const text = z.string().trim().min(1, "must not be empty");
/** E.164 as used in tel: links, e.g. +966112345678 or +966500000000. */
const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, "must be an E.164 number such as +966500000000");
/** WhatsApp needs a Saudi mobile number, +9665 followed by 8 digits. */
const saudiMobile = z.string().regex(/^\+9665\d{8}$/, "must be a Saudi mobile number in E.164, e.g. +966500000000");
const httpsUrl = z.url({ protocol: /^https$/, message: "must be an https:// URL" });

export const siteSchema = z.object({
  name: text,
  tagline: text,
  city: text,
  phone: e164,
  whatsapp: saudiMobile,
  whatsappGreeting: text,
  instagramUrl: httpsUrl,
  mapsUrl: httpsUrl,
  url: httpsUrl.refine((u) => !u.endsWith("/"), "must not end with a slash"),
  developers: z
    .array(z.object({ name: text, whatsapp: saudiMobile, message: text }))
    .length(2, "must credit exactly 2 developers"),
});

export type SiteConfig = z.infer<typeof siteSchema>;
