import { describe, expect, test } from "vitest";
import { complaintsPath } from "~/model/pages";
import { contentSets, headOf } from "../../tests/support/content-sets";
import { complaintsPage } from "./_complaints";

describe.each(contentSets())("/complaints' data, %s content", (_name, content) => {
  test("the owner's words, with the site settings' phone and WhatsApp, at its own address", () => {
    const { head, props } = complaintsPage(content);
    expect(props.page).toEqual(content.complaintsPage);
    expect(props.contact).toMatchObject({ phone: content.site.phone, whatsapp: content.site.whatsapp });
    expect(headOf(head).canonical).toBe(`${content.site.url}${complaintsPath}`);
  });
});
