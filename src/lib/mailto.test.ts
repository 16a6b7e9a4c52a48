import { expect, test } from "vitest";
import { mailtoHref, readMailto } from "./mailto";

// A tap's reference in the link: src/browser/contact-tap.test.ts, with the e-mail's script.
const message = { subject: "مخططات للتسعير", lines: ["السلام عليكم", "", "المساحة: ", "الارتفاع: "] };

test("a mailto: link encodes its subject and each body line, a line break as CRLF", () => {
  const href = mailtoHref("info@rukn-hangars.sa", message);
  expect(href).toMatch(/^mailto:info@rukn-hangars\.sa\?subject=[^&\s]+&body=[^&\s]+$/);
  expect(href).toContain("%0D%0A");
  expect(readMailto(href)).toEqual({ email: "info@rukn-hangars.sa", ...message });
  expect(mailtoHref("info@rukn-hangars.sa")).toBe("mailto:info@rukn-hangars.sa");
});
