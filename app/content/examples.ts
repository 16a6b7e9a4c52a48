/**
 * The example values the site ships with, in one place. While any of them is
 * still in content/site.yml the build warns, and the production build
 * (`npm run build:production`) refuses to run. Example projects and reviews
 * are marked in their own files with `example: true`.
 */
export const exampleSite = {
  phone: "+966500000000",
  whatsapp: "+966500000000",
  instagramUrl: "https://www.instagram.com/example",
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=%D8%A7%D9%84%D8%B1%D9%8A%D8%A7%D8%B6",
  url: "https://www.example.com",
  developers: [
    { name: "مطوّر الموقع الأول", whatsapp: "+966500000001" },
    { name: "مطوّر الموقع الثاني", whatsapp: "+966500000002" },
  ],
  company: {
    legalName: "مؤسسة مثال للمقاولات",
    cr: "1010000000",
    vat: "300000000000003",
    address: { district: "حي السلي", street: "طريق الخرج", postalCode: "14322" },
    founded: 2012,
    hours: "السبت إلى الخميس، من 8 صباحًا إلى 6 مساءً",
    warranty: { general: "ضمان سنة على أعمال التركيب من تاريخ التسليم" },
  },
};

/** Dotted paths such as "company.cr" whose value in `actual` still equals the example. */
export function examplePaths(actual: unknown, example: unknown = exampleSite, path = ""): string[] {
  if (example && typeof example === "object") {
    return Object.entries(example).flatMap(([key, value]) =>
      examplePaths(
        (actual as Record<string, unknown> | undefined)?.[key],
        value,
        Array.isArray(example) ? `${path}[${key}]` : path ? `${path}.${key}` : key,
      ),
    );
  }
  return actual === example ? [path] : [];
}
