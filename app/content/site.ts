import type { SiteConfig } from "./site-schema";

/**
 * Contact data and company details: the one file to edit when a number changes.
 *
 * ⚠️ EXAMPLE VALUES. The phone numbers, Instagram profile and developer credits
 * below are placeholders; the build prints a warning while they remain.
 * See README → "Contact data" for how to set the real ones.
 */
export const site = {
  name: "مقاول هناجر الرياض",
  tagline: "تركيب الهناجر والمظلات والسواتر والساندوتش بانل وتسوير الأراضي في الرياض",
  city: "الرياض",
  /** E.164, used for tel: links and shown in local form (050 000 0000). */
  phone: "+966500000000",
  /** The WhatsApp number; usually the same mobile as `phone`. */
  whatsapp: "+966500000000",
  /** Prefilled message of the floating widget and the general chat buttons. */
  whatsappGreeting: "السلام عليكم، أرغب في الاستفسار عن خدماتكم وطلب عرض سعر.",
  instagramUrl: "https://www.instagram.com/example",
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=%D8%A7%D9%84%D8%B1%D9%8A%D8%A7%D8%B6",
  /** Public origin for canonical URLs and the sitemap; SITE_URL overrides it at build time. */
  url: "https://www.example.com",
  developers: [
    {
      name: "مطوّر الموقع الأول",
      whatsapp: "+966500000001",
      message: "السلام عليكم، اطلعت على موقع مقاول هناجر الرياض وأرغب في التواصل بخصوص تطوير موقع.",
    },
    {
      name: "مطوّر الموقع الثاني",
      whatsapp: "+966500000002",
      message: "السلام عليكم، اطلعت على موقع مقاول هناجر الرياض وأرغب في التواصل بخصوص تطوير موقع.",
    },
  ],
} satisfies SiteConfig;

/** Values shipped as placeholders; the build warns while any of them is still in use. */
export const exampleValues = {
  phone: "+966500000000",
  whatsapp: "+966500000000",
  instagramUrl: "https://www.instagram.com/example",
  url: "https://www.example.com",
} as const;
