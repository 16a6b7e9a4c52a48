import { describe, expect, test } from "vitest";
import type { Lead } from "../../worker/leads";
import { leadLogWords } from "~/model/contract/admin-labels";
import { countParts, normaliseReference, periodStart, search, summary } from "./report";

// The lead log's figures (admin/leads/report.ts): Riyadh's week and month, the counts, the search.

const riyadh = (iso: string) => Date.parse(`${iso}+03:00`);
let id = 0;
const lead = (fields: Partial<Lead>): Lead => ({
  id: ++id,
  reference: "K7M2PQ",
  created_at: riyadh("2026-11-25T10:00:00"),
  page: "/",
  service: null,
  band: null,
  district: null,
  kind: "whatsapp",
  status: null,
  ...fields,
});

describe("periodStart", () => {
  test("the week starts on Sunday at midnight in Riyadh, the month on the 1st", () => {
    // Thursday 26 November 2026, 01:30 in Riyadh (Wednesday 22:30 UTC).
    const now = riyadh("2026-11-26T01:30:00");
    expect(periodStart("week", now)).toBe(riyadh("2026-11-22T00:00:00"));
    expect(periodStart("month", now)).toBe(riyadh("2026-11-01T00:00:00"));
  });

  test("on a Sunday the week is that day's, and just after midnight on the 1st the month is the new one", () => {
    expect(periodStart("week", riyadh("2026-11-29T00:10:00"))).toBe(riyadh("2026-11-29T00:00:00"));
    expect(periodStart("month", riyadh("2026-12-01T00:05:00"))).toBe(riyadh("2026-12-01T00:00:00"));
  });
});

describe("summary", () => {
  const names = { services: { fencing: "تسوير الأراضي" }, pages: { "/fencing": "تسوير الأراضي" }, noService: "—" };
  const since = riyadh("2026-11-22T00:00:00");
  const leads = [
    lead({ service: "fencing", page: "/fencing" }),
    lead({ service: "fencing", page: "/estimate", kind: "estimate" }),
    lead({ page: "/", kind: "call" }),
    lead({ service: "fencing", created_at: since - 1 }),
  ];

  test("counts the leads since the start, by service, page and kind, most first, with the site's names", () => {
    expect(summary(leads, since, names)).toEqual({
      total: 3,
      byService: [
        ["تسوير الأراضي", 2],
        ["—", 1],
      ],
      byPage: [
        ["تسوير الأراضي", 1],
        ["/estimate", 1],
        ["/", 1],
      ],
      byKind: [
        ["whatsapp", 1],
        ["estimate", 1],
        ["call", 1],
      ],
    });
  });
});

describe("search", () => {
  test("finds a reference typed in any case, with spaces or Arabic-Indic digits", () => {
    const leads = [lead({ reference: "K7M2PQ" }), lead({ reference: "X3MND8" })];
    expect(normaliseReference(" k٧m ٢pq ")).toBe("K7M2PQ");
    expect(search(leads, "k7m 2").map((one) => one.reference)).toEqual(["K7M2PQ"]);
    expect(search(leads, "x۳mnd8").map((one) => one.reference)).toEqual(["X3MND8"]);
    expect(search(leads, "")).toHaveLength(2);
    expect(search(leads, "ZZZ")).toEqual([]);
  });
});

describe("countParts", () => {
  test("the count's words agree with it, by the Arabic number categories, the figure apart", () => {
    const said = (count: number) => countParts(count, leadLogWords.total).filter(Boolean).join(" ");
    expect(said(1)).toBe("عميل محتمل واحد");
    expect(said(2)).toBe("عميلان محتملان");
    expect(said(3)).toBe("3 عملاء محتملين");
    expect(said(12)).toBe("12 عميلًا محتملًا");
    expect(said(100)).toBe("100 عميل محتمل");
    expect(said(1000)).toBe("1,000 عميل محتمل");
    // The figure stands apart, for the large type; where the words say the number there is none.
    expect(countParts(12, leadLogWords.total)[1]).toBe("12");
    expect(countParts(2, leadLogWords.total)[1]).toBe("");
  });
});
