import { describe, expect, test } from "vitest";
import { content } from "~/model/site-data";
import { visitMessage, visitReference } from "./site-visit";

const words = content.ui.siteVisit.message;

describe("visitMessage", () => {
  test("the greeting, then one line per fact in the order given", () => {
    const message = visitMessage(words.greeting, [
      [words.reference, "1125-1432"],
      [words.service, "مظلات السيارات"],
      [words.district, " النرجس "],
      [words.size, "20×30"],
    ]);
    expect(message.split("\n")).toEqual([
      words.greeting,
      `${words.reference}: 1125-1432`,
      `${words.service}: مظلات السيارات`,
      `${words.district}: النرجس`,
      `${words.size}: 20×30`,
    ]);
  });

  test("leaves out what the buyer did not give, and never a blank line", () => {
    const message = visitMessage(words.greeting, [
      [words.service, "السواتر"],
      [words.district, "  "],
      [words.size, ""],
    ]);
    expect(message.split("\n")).toEqual([words.greeting, `${words.service}: السواتر`]);
  });
});

test("visitReference: month, day, hour and minute, zero-padded", () => {
  expect(visitReference(new Date(2026, 10, 25, 14, 32))).toBe("1125-1432");
  expect(visitReference(new Date(2026, 0, 5, 9, 7))).toBe("0105-0907");
});
