// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { selectWholeValuesOnFocus } from "./select-on-focus";

selectWholeValuesOnFocus(document);

const box = (attributes: Record<string, string>) => {
  const input = document.createElement("input");
  for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value);
  document.body.append(input);
  return input;
};

/** A text box of Sveltia's form, in its field's section (the key path Sveltia writes on it). */
const field = (keyPath: string, value: string) => {
  const section = document.createElement("section");
  section.className = "field";
  section.dataset.keyPath = keyPath;
  const input = document.createElement("input");
  input.value = value;
  section.append(input);
  document.body.append(section);
  return input;
};

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("a tap into a number's box selects what it holds", () => {
  test("a number's box is selected, and the tap's mouseup leaves the selection alone", () => {
    const price = box({ type: "number", value: "120" });
    const select = vi.spyOn(price, "select");
    price.focus();
    expect(select).toHaveBeenCalledOnce();
    const mouseup = new MouseEvent("mouseup", { bubbles: true, cancelable: true });
    price.dispatchEvent(mouseup);
    expect(mouseup.defaultPrevented).toBe(true);
    // A second tap in the box he is typing in places the caret as usual.
    const again = new MouseEvent("mouseup", { bubbles: true, cancelable: true });
    price.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  test("his phone, registration numbers and links too, the digits with a number pad; his name is left alone", () => {
    const boxes = {
      cr: field("company.cr", "1010000000"),
      phone: field("phone", "0500000000"),
      maps: field("mapsUrl", "https://maps.google.com/?q=x"),
      name: field("name", "مقاول هناجر الرياض"),
    };
    const selected = Object.fromEntries(Object.entries(boxes).map(([key, input]) => [key, vi.spyOn(input, "select")]));
    for (const input of Object.values(boxes)) {
      input.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      input.focus();
    }
    expect(Object.fromEntries(Object.entries(selected).map(([key, spy]) => [key, spy.mock.calls.length]))).toEqual({
      cr: 1,
      phone: 1,
      maps: 1,
      name: 0,
    });
    expect([boxes.cr.inputMode, boxes.phone.inputMode, boxes.maps.inputMode, boxes.name.inputMode]).toEqual([
      "numeric",
      "numeric",
      "",
      "",
    ]);
  });

  test("the boxes of words step ٥ has him replace: his company's names, street and district, the complaint's reply time", () => {
    const selects = (keyPath: string, hash: string) => {
      location.hash = hash;
      const input = field(keyPath, "قيمة مرفقة");
      const select = vi.spyOn(input, "select");
      input.focus();
      input.blur();
      return select.mock.calls.length;
    };
    const settings = "#/collections/settings/entries/site";
    expect(selects("name", settings)).toBe(1);
    expect(selects("company.legalName", settings)).toBe(1);
    expect(selects("company.address.district", settings)).toBe(1);
    expect(selects("company.address.street", settings)).toBe(1);
    expect(selects("response.time", "#/collections/pages/entries/complaints-page")).toBe(1);
    // A service page's name, a section's title and the warranty's wording are edited a word at a time.
    expect(selects("name", "#/collections/pages/entries/fencing")).toBe(0);
    expect(selects("sections.0.title", "#/collections/pages/entries/fencing")).toBe(0);
    expect(selects("company.warranty.general", settings)).toBe(0);
  });

  test("a box of digits typed as text (inputmode numeric) too; a box of words is left alone", () => {
    const digits = box({ type: "text", inputmode: "numeric", value: "1010654321" });
    const words = box({ type: "text", value: "مؤسسة الركن" });
    const selectDigits = vi.spyOn(digits, "select");
    const selectWords = vi.spyOn(words, "select");
    digits.focus();
    words.focus();
    expect(selectDigits).toHaveBeenCalledOnce();
    expect(selectWords).not.toHaveBeenCalled();
  });
});
