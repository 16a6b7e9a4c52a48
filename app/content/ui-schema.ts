import { z } from "zod";
import { text } from "./schema.ts";

/**
 * The words of the shared layout (content/ui.yml): the header, footer,
 * floating buttons and the labels that repeat on every page. Components hold
 * none of them, so the owner can reword any of them in the admin.
 */
export const uiSchema = z.strictObject({
  skipLink: text,
  nav: z.strictObject({
    home: text,
    projects: text,
    mainLabel: text,
    mobileLabel: text,
    openMenu: text,
    closeMenu: text,
    homeLinkLabel: text,
  }),
  contact: z.strictObject({
    call: text,
    callTooltip: text,
    callNow: text,
    chat: text,
    order: text,
    instagram: text,
    instagramTooltip: text,
    map: text,
  }),
  footer: z.strictObject({
    about: text,
    cr: text,
    vat: text,
    address: text,
    servicesTitle: text,
    contactTitle: text,
    companyTitle: text,
    rights: text,
    credits: text,
  }),
  servicePage: z.strictObject({
    faqTitle: text,
    otherServices: text,
    projectsTitle: text,
    reviewsTitle: text,
    /** Leads from the hero to the prices: "الأسعار تبدأ من" + the lowest price. */
    pricesFrom: text,
  }),
  /** The trust band under the home and service heroes; each item shows only when the profile supports it. */
  trust: z.strictObject({
    label: text,
    since: text,
    years: text,
    projects: text,
    warranty: text,
    contact247: text,
    freeSurvey: text,
  }),
  /** Marks a shipped example record on every page that shows it. */
  exampleLabel: text,
  reviews: z.strictObject({ ratingLabel: text, source: text }),
  /** The 404 screen; its English lines are for visitors who do not read Arabic. */
  notFound: z.strictObject({
    metaTitle: text,
    metaDescription: text,
    title: text,
    titleEnglish: text,
    home: text,
    homeEnglish: text,
  }),
});

export type UiText = z.infer<typeof uiSchema>;
