import { countOf, fill, formatQuantity } from "../../src/lib/estimate";
import { formatTotal, isolateFigures } from "../../src/lib/format";
import { priceSpec, specWithVat } from "../../src/lib/spec-estimate";
import { totalOf as unitTotal, vatRatios, type Range } from "../../src/lib/vat";
import { englishSite, pathIn } from "../../src/model/languages/english";
import { estimatorProps } from "../../src/model/views/estimator-data";
import { estimatePath, pathOfService, serviceSlugs, type ServiceSlug } from "../../src/model/contract/pages";
import { openEstimator } from "../browser/estimator";
import { sendWhatsApp } from "../browser/contact-tap";
import { expect, test, type Locator } from "../browser/fixtures";
import { content, site } from "../support/content";

// The estimator that asks the spec (a service page's price model, src/lib/spec-estimate.ts) on the built
// site at 360 px: a hangar and a fence with every input, the message decoded line by line, a plot's area
// typed as a fence's length, «20 في 30», and the English estimator. Every figure and word from the content.

const hangars = serviceSlugs.find((slug) => content.services[slug].estimate?.size === "floor")!;
const fences = serviceSlugs.find((slug) => content.services[slug].estimate?.size === "plot")!;
const canopies = serviceSlugs.find((slug) => content.services[slug].estimate?.size === "cars")!;
const percent = isolateFigures(`${site.prices.vatPercent}%`);

/** The island's props for a service in a content (its words, its model filled in), as the build gives them. */
const propsOf = (slug: ServiceSlug, words = content) => estimatorProps(words, slug, "x")!;

/** A list box by its question (its label's text also holds its answers, so not getByLabel). */
const selectNamed = (form: Locator, question: string) => form.getByRole("combobox", { name: question, exact: true });

/**
 * Answers every question of the form: the last answer of each that gives a figure, and `count` of anything
 * counted. Returns the picks and counts, for the expected figure.
 */
async function answerAll(form: Locator, slug: ServiceSlug, count: number, words = content) {
  const model = propsOf(slug, words).services[0]!.model!;
  const picks = model.options.map((option) => option.choices.findLastIndex((choice) => !choice.visit));
  for (const [i, option] of model.options.entries()) {
    await selectNamed(form, option.label).selectOption({ index: picks[i]! });
    if (option.count) await selectNamed(form, option.count.label).selectOption({ label: String(count) });
  }
  return { model, picks, counts: model.options.map((option) => (option.count ? count : 0)) };
}

const totalOf = (amount: Range, words = content) =>
  formatTotal(specWithVat(amount, vatRatios(site.prices)[0]), words.ui.prices);

test("a hangar with every input: its range with VAT, what sets it, what it leaves out, and a message line per input", async ({
  page,
}) => {
  const form = await openEstimator(page, pathOfService(hangars));
  const props = propsOf(hangars);
  const model = props.services[0]!.model!;
  const item = props.services[0]!.items.at(-1)!;
  await form.getByLabel(model.typeLabel).selectOption({ label: item.name });
  await form.getByLabel(model.sizeLabel).pressSequentially("٢٠ في ٥٠");
  await form.getByLabel(model.height!.label).fill("٨ م");
  const { picks, counts } = await answerAll(form, hangars, 2);
  await form.getByLabel(content.ui.estimator.district).fill("حي السلي");

  const priced = priceSpec(model, { rate: item.price, size: "20×50", height: "8", picks, counts });
  expect(priced.status).toBe("ok");
  const { amount } = priced as { amount: Range };
  const total = totalOf(amount);
  const words = content.ui.estimator;
  const status = form.getByRole("status");
  await expect(status).toContainText(total);
  await expect(status).toContainText(words.spec.widens);
  for (const excluded of model.excludes) await expect(status).toContainText(excluded);
  await expect(status).not.toContainText(/NaN|Infinity/);

  const { lines } = await sendWhatsApp(form.getByRole("link", { name: words.send }));
  expect(lines).toEqual([
    fill(words.message.greeting, { service: content.services[hangars].name }),
    lines[1],
    `${model.typeLabel}: ${item.name}`,
    `${model.sizeLine}: ${fill(words.spec.area, { sides: "20 × 50", area: formatQuantity(1000) })}`,
    `${model.height!.line}: ${fill(words.spec.metres, { n: "8" })}`,
    ...model.options.map((option, i) => {
      const answer = option.choices[picks[i]!]!.label;
      return `${option.label}: ${option.count ? `2 × ${answer}` : answer}`;
    }),
    `${fill(words.message.estimate, { percent })}: ${total}`,
    `${words.message.district}: حي السلي`,
  ]);
});

test("a fence: «600» where a length is asked is a question, never a quote; «20 في 30» with its height and gates is priced", async ({
  page,
}) => {
  const form = await openEstimator(page, pathOfService(fences));
  const props = propsOf(fences);
  const model = props.services[0]!.model!;
  const words = content.ui.estimator;
  const size = form.getByLabel(model.sizeLabel);
  const area = String(model.plotAbove! * 3);
  await size.fill(area);
  await expect(size).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator(`#${await size.getAttribute("aria-describedby")}`)).toHaveText(
    fill(words.spec.plotArea, { n: area }),
  );
  await expect(form.getByRole("status")).toHaveText(words.spec.prompt);
  const asked = await form.getByRole("link", { name: content.ui.contact.chat }).getAttribute("href");
  expect(new URL(asked!).searchParams.get("text")).not.toContain(area);

  await size.fill("20 في 30");
  await expect(size).not.toHaveAttribute("aria-invalid");
  const item = props.services[0]!.items[0]!;
  const { picks, counts } = await answerAll(form, fences, 1);
  const priced = priceSpec(model, { rate: item.price, size: "20×30", picks, counts });
  const total = totalOf((priced as { amount: Range }).amount);
  await expect(form.getByRole("status")).toContainText(total);

  const { lines } = await sendWhatsApp(form.getByRole("link", { name: words.send }));
  expect(lines).toEqual([
    fill(words.message.greeting, { service: content.services[fences].name }),
    lines[1],
    `${model.typeLabel}: ${item.name}`,
    `${model.sizeLine}: ${fill(words.spec.perimeter, { sides: "20 × 30", length: "100" })}`,
    ...model.options.map((option, i) => {
      const answer = option.choices[picks[i]!]!.label;
      return `${option.label}: ${option.count ? `1 × ${answer}` : answer}`;
    }),
    `${fill(words.message.estimate, { percent })}: ${total}`,
  ]);

  // The same plot's area with «م» is a fence that long: the buyer said metres.
  await size.fill(`${area} م`);
  await expect(size).not.toHaveAttribute("aria-invalid");
  await expect(form.getByRole("status")).toContainText(words.total.replace("{percent}", percent));
});

test("a car park canopy by its cars: counted as Arabic counts them, read as m² in the result and the message; a piece keeps its count", async ({
  page,
}) => {
  expect(canopies).toBeDefined();
  const form = await openEstimator(page, pathOfService(canopies));
  const props = propsOf(canopies);
  const model = props.services[0]!.model!;
  const words = content.ui.estimator;
  const cars = words.spec.cars;
  const item = props.services[0]!.items.find((item) => item.price.unit === "sqm")!;
  await form.getByLabel(model.typeLabel).selectOption({ label: item.name });
  const size = form.getByLabel(model.sizeLabel);
  const status = form.getByRole("status");
  await expect(status).toHaveText(cars.prompt);

  // Half a car is no number of cars: the buyer is told what to type, and nothing is quoted.
  await size.fill("2.5");
  await expect(size).toHaveAttribute("aria-invalid", "true");
  await expect(form.locator(`#${await size.getAttribute("aria-describedby")}`)).toHaveText(cars.invalid);

  const lineOf = (n: number) =>
    fill(cars.line, {
      cars: countOf(n, cars),
      min: formatQuantity(n * model.perCar!.min),
      max: formatQuantity(n * model.perCar!.max),
    });
  // One, two, a few and many: each in its Arabic form, typed in Arabic-Indic digits too.
  for (const [typed, n] of [
    ["١", 1],
    ["2", 2],
    ["3", 3],
    ["١١", 11],
  ] as const) {
    await size.fill(typed);
    const priced = priceSpec(model, { rate: item.price, size: String(n), picks: [], counts: [] });
    await expect(status).toContainText(totalOf((priced as { amount: Range }).amount));
    await expect(status).toContainText(lineOf(n));
  }
  await expect(status).not.toContainText(/NaN|Infinity/);
  for (const excluded of model.excludes) await expect(status).toContainText(excluded);

  await form.getByLabel(words.district).fill("حي الملقا");
  const priced = priceSpec(model, { rate: item.price, size: "11", picks: [], counts: [] });
  const { lines } = await sendWhatsApp(form.getByRole("link", { name: words.send }));
  expect(lines).toEqual([
    fill(words.message.greeting, { service: content.services[canopies].name }),
    lines[1],
    `${model.typeLabel}: ${item.name}`,
    `${model.sizeLine}: ${lineOf(11)}`,
    `${fill(words.message.estimate, { percent })}: ${totalOf((priced as { amount: Range }).amount)}`,
    `${words.message.district}: حي الملقا`,
  ]);

  // The area instead of the cars: «5 في 6» is 30 m².
  await size.fill("5 في 6");
  const byArea = priceSpec(model, { rate: item.price, size: "5×6", picks: [], counts: [] });
  await expect(status).toContainText(totalOf((byArea as { amount: Range }).amount));

  // A type priced by the piece (a ready-made canopy) is asked its count, as before the model.
  const piece = props.services[0]!.items.find((item) => item.price.unit !== "sqm");
  if (piece) {
    await form.getByLabel(model.typeLabel).selectOption({ label: piece.name });
    await expect(size).toHaveCount(0);
    await form.getByLabel(words.units[piece.price.unit].label, { exact: true }).fill("2");
    const total = unitTotal(piece.price, 2, vatRatios(site.prices)[0]);
    await expect(status).toContainText(formatTotal(total, content.ui.prices));
  }
});

test.describe("in English", () => {
  const english = englishSite(content)!;
  const en = english.content;
  const slug = [fences, hangars].find((s) => en.english!.services.includes(s))!;

  test("/en/estimate: the English estimator, its spec and message in English", async ({ page }) => {
    expect(slug).toBeDefined();
    await page.goto(pathIn("en", estimatePath));
    const form = page.getByRole("group", { name: en.ui.estimator.page.title });
    await expect(form.locator("select").first()).toBeEnabled();
    const words = en.ui.estimator;
    await form.getByLabel(words.service).selectOption({ label: en.services[slug].name });
    const props = propsOf(slug, en);
    const model = props.services[0]!.model!;
    await form.getByLabel(model.sizeLabel).fill("20 by 30");
    if (model.height) await form.getByLabel(model.height.label).fill("8");
    const { picks, counts } = await answerAll(form, slug, 1, en);
    const item = props.services[0]!.items[0]!;
    const priced = priceSpec(model, { rate: item.price, size: "20×30", height: "8", picks, counts });
    const total = totalOf((priced as { amount: Range }).amount, en);
    await expect(form.getByRole("status")).toContainText(total);
    await expect(form.getByRole("status")).toContainText(words.spec.widens);

    const { lines } = await sendWhatsApp(form.getByRole("link", { name: words.send }), en.ui.contact);
    expect(lines[0]).toBe(fill(words.message.greeting, { service: en.services[slug].name }));
    expect(lines).toContain(`${model.typeLabel}: ${item.name}`);
    const sizeValue =
      model.size === "plot"
        ? fill(words.spec.perimeter, { sides: "20 × 30", length: "100" })
        : fill(words.spec.area, { sides: "20 × 30", area: "600" });
    expect(lines).toContain(`${model.sizeLine}: ${sizeValue}`);
    expect(lines).toContain(`${fill(words.message.estimate, { percent })}: ${total}`);
    // Nothing in Arabic: the facts are figures, the words English.
    expect(lines.join("\n")).not.toMatch(/[\u0600-\u06FF]/);
  });
});
