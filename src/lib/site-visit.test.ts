import { describe, expect, test } from "vitest";
import { content } from "~/model/site-data";
import { visitMessage, visitReference } from "./site-visit";

const words = content.ui.siteVisit.message;

describe("visitMessage", () => {
  test("one line per fact, after the greeting and the reference line", () => {
    const message = visitMessage(words, {
      service: "مظلات السيارات",
      district: " النرجس ",
      day: "السبت",
      time: "عصرًا",
      size: "20×30",
      reference: "1125-1432",
    });
    expect(message.split("\n")).toEqual([
      words.greeting,
      `${words.reference}: 1125-1432`,
      `${words.service}: مظلات السيارات`,
      `${words.district}: النرجس`,
      `${words.day}: السبت`,
      `${words.time}: عصرًا`,
      `${words.size}: 20×30`,
    ]);
  });

  test("leaves out what the buyer did not give, and never a blank line", () => {
    const message = visitMessage(words, { service: "السواتر", district: "  ", size: "", reference: "0101-0900" });
    expect(message.split("\n")).toHaveLength(3);
    expect(message).not.toContain(`${words.district}:`);
    expect(message).not.toMatch(/\n\n/);
  });
});

test("visitReference: month, day, hour and minute, zero-padded", () => {
  expect(visitReference(new Date(2026, 10, 25, 14, 32))).toBe("1125-1432");
  expect(visitReference(new Date(2026, 0, 5, 9, 7))).toBe("0105-0907");
});
