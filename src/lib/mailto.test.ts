import { expect, test } from "vitest";
import { mailtoHref, mailtoWithReference, readMailto } from "./mailto";

const message = { subject: "مخططات للتسعير", lines: ["السلام عليكم", "", "المساحة: ", "الارتفاع: "] };

test("a mailto: link encodes its subject and each body line, a line break as CRLF", () => {
  const href = mailtoHref("info@rukn-hangars.sa", message);
  expect(href).toMatch(/^mailto:info@rukn-hangars\.sa\?subject=[^&\s]+&body=[^&\s]+$/);
  expect(href).toContain("%0D%0A");
  expect(readMailto(href)).toEqual({ email: "info@rukn-hangars.sa", ...message });
  expect(mailtoHref("info@rukn-hangars.sa")).toBe("mailto:info@rukn-hangars.sa");
});

test("a tap's reference goes after the greeting and at the subject's end, in place of an earlier tap's", () => {
  const href = mailtoHref("info@rukn-hangars.sa", message);
  const once = readMailto(mailtoWithReference(href, "رقم الطلب", "ABC234"));
  expect(once.lines).toEqual(["السلام عليكم", "رقم الطلب: ABC234", "", "المساحة: ", "الارتفاع: "]);
  expect(once.subject).toBe("مخططات للتسعير · رقم الطلب: ABC234");
  const twice = readMailto(
    mailtoWithReference(mailtoWithReference(href, "رقم الطلب", "ABC234"), "رقم الطلب", "XYZ789"),
  );
  expect(twice.lines).toEqual(["السلام عليكم", "رقم الطلب: XYZ789", "", "المساحة: ", "الارتفاع: "]);
  expect(twice.subject).toBe("مخططات للتسعير · رقم الطلب: XYZ789");
});

test("a bare address gets the reference alone as its subject and body", () => {
  const tapped = readMailto(mailtoWithReference("mailto:info@rukn-hangars.sa", "رقم الطلب", "ABC234"));
  expect(tapped).toEqual({ email: "info@rukn-hangars.sa", subject: "رقم الطلب: ABC234", lines: ["رقم الطلب: ABC234"] });
});
