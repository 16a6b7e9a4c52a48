import { describe, expect, test } from "vitest";
import { z } from "zod";
import { said, saidMessages } from "./check-messages";
import { arabicReason } from "../owner/owner-messages";
import { companySchema } from "./site-schema";
import "./schema";
import "./ui-schema";

const arabicScript = /[\u0600-\u06FF]/;

describe("a check's message, said in both languages beside the check", () => {
  test("every message the schemas say has its English for the log and its Arabic for the owner", () => {
    const messages = saidMessages();
    expect(messages.length).toBeGreaterThan(40);
    for (const { english, arabic } of messages) {
      expect(english, arabic).not.toMatch(arabicScript);
      expect(arabic, english).toMatch(arabicScript);
      // The owner is told what to type or do: a verb of doing, not only what is wrong.
      expect(arabic, english).toMatch(/اكتب|اختر|أضف|احذف|ارفع|الصق|ضع|انسخ|أبقِ|غيّر|اجعل|اختصر|رتّب|أزل|اقرأ|محجوبة/);
    }
  });

  test("the owner reads the Arabic written beside the check, whatever its English says", () => {
    const result = companySchema.shape.cr.safeParse("12");
    const issue = result.error!.issues[0]!;
    const arabic = saidMessages().find(({ english }) => english === issue.message)?.arabic;
    expect(arabic).toMatch(arabicScript);
    expect(arabicReason({ message: issue.message, issue })).toBe(arabic);
    // A new check with a message of its own: its Arabic is the one written with it, with no table to update.
    const fresh = z
      .string()
      .regex(/^\d+$/, said("must be digits (a test's own check)", "اكتب أرقامًا فقط (فحص الاختبار)"));
    const message = fresh.safeParse("x").error!.issues[0]!.message;
    expect(arabicReason({ message })).toBe("اكتب أرقامًا فقط (فحص الاختبار)");
  });

  test("a field left out is named as missing, from zod's issue and not its English", () => {
    const issue = z.strictObject({ title: z.string() }).safeParse({}).error!.issues[0]!;
    expect(arabicReason({ message: issue.message, issue })).toBe("حقل مطلوب لم يُملأ: اكتب قيمته");
  });

  test("one English said two Arabic ways is refused where the second check is written", () => {
    said("must be a test value", "اكتب قيمة الاختبار");
    expect(() => said("must be a test value", "اكتب قيمة أخرى")).toThrow(/two Arabic ways/);
  });
});
