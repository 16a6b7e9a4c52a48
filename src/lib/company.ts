// The company's registration number and address as a buyer reads them, from the site settings' company.

type Company = {
  cr: string;
  unifiedNumber?: string | undefined;
  address: {
    buildingNumber?: string | undefined;
    street: string;
    district: string;
    postalCode: string;
    additionalNumber?: string | undefined;
  };
};

/**
 * The number a buyer looks the company up by, with its name from `labels` (the footer's words): the unified
 * national number (700…) under the 2025 Commercial Register Law, or the CR while the company has none.
 */
export function registrationOf(
  company: Pick<Company, "cr" | "unifiedNumber">,
  labels: { cr: string; unifiedNumber: string },
) {
  return company.unifiedNumber
    ? { kind: "unifiedNumber" as const, number: company.unifiedNumber, label: labels.unifiedNumber }
    : { kind: "cr" as const, number: company.cr, label: labels.cr };
}

/**
 * The National Address on one line, as Saudi Post writes it: building number and street, district, city,
 * postal code and additional number. In the language of the content it is given (English words on an English page).
 */
export function nationalAddress(site: { city: string; company: Pick<Company, "address"> }, language: "ar" | "en") {
  const { buildingNumber, street, district, postalCode, additionalNumber } = site.company.address;
  const comma = language === "en" ? ", " : "، ";
  const postal = additionalNumber ? `${postalCode}-${additionalNumber}` : postalCode;
  return [buildingNumber ? `${buildingNumber} ${street}` : street, district, `${site.city} ${postal}`].join(comma);
}
