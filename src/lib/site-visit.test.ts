import { describe, expect, test } from "vitest";
import { content } from "~/model/views/site-data";
import { visitMessage } from "./site-visit";

const words = content.ui.siteVisit.message;

describe("visitMessage", () => {
  test("the greeting, then one line per fact in the order given", () => {
    const message = visitMessage(words.greeting, [
      [words.service, "مظلات السيارات"],
      [words.district, " النرجس "],
      [words.size, "20×30"],
    ]);
    expect(message.split("\n")).toEqual([
      words.greeting,
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
