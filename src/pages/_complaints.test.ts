import { describe, expect, test } from "vitest";
import { complaintsPath } from "~/model/contract/pages";
import { contentSets, headOf } from "../../tests/support/content-sets";
import { complaintsPage } from "./_complaints";

describe.each(contentSets())("/complaints' data, %s content", (_name, content) => {
  test("the owner's words, with the site settings' phone and WhatsApp, at its own address", () => {
    const { head, props } = complaintsPage(content);
    expect(props.page).toEqual(content.complaintsPage);
    expect(props.contact).toMatchObject({ phone: content.site.phone, whatsapp: content.site.whatsapp });
    expect(headOf(head).canonical).toBe(`${content.site.url}${complaintsPath}`);
  });

  test("its WhatsApp opens a complaint, not the sales greeting: what was delivered, when, and what is wrong", () => {
    const { props } = complaintsPage(content);
    const words = content.ui.claimMessage;
    expect(props.contact.greeting.split("\n")).toEqual([
      words.complaint,
      `${words.delivered}:`,
      `${words.date}:`,
      `${words.issue}:`,
    ]);
    expect(props.contact.greeting).not.toContain(content.site.whatsappGreeting);
  });
});
