import { describe, expect, test } from "vitest";
import { countOf, fill } from "~/lib/estimate";
import { modelUnit } from "~/lib/spec-estimate";
import { priceKey } from "~/lib/format";
import { pricedItems } from "~/lib/prices";
import { loadFixtureContent } from "../../../tests/support/fixture-content";
import { estimatorProps, estimatorSectionId, estimatorService, specLineLabels } from "./estimator-data";
import { serviceSlugs } from "../contract/pages";
import { content } from "./site-data";

// The island's props come from the price records the tables show: every price
// of a page is on offer in its estimator, once, with its section's note.

describe("estimatorService", () => {
  for (const slug of serviceSlugs) {
    const priced = pricedItems(content.services[slug].sections);
    const model = content.services[slug].estimate;
    test(`${slug}: every price of the page (or of its model's types), each once, with the note of the section that shows it`, () => {
      const service = estimatorService(content, slug);
      if (!priced.length) {
        expect(service).toBeUndefined();
        return;
      }
      // A price model offers the rows it names as its types, in its order.
      if (model?.types) {
        expect(service!.items.map((item) => item.name)).toEqual(model.types.map((row) => priced[row - 1]!.name));
        expect(service!.model).toBeDefined();
        return;
      }
      // A board's name is the estimator's own («لوح 10 مم بعرض 15 سم»), from its thickness and width.
      const name = (item: { name: string; widthCm?: number; thickness?: string }) =>
        item.widthCm && item.thickness !== undefined
          ? fill(content.ui.estimator.board, { thickness: item.thickness, width: String(item.widthCm) })
          : item.name;
      const keys = (items: { name: string; price: Parameters<typeof priceKey>[0] }[]) =>
        items.map((item) => `${name(item)}|${priceKey(item.price)}`);
      expect(new Set(keys(service!.items))).toEqual(new Set(keys(priced)));
      expect(service!.items).toHaveLength(new Set(keys(priced)).size);
      const notes = content.services[slug].sections.flatMap((s) => ("note" in s && s.note ? [s.note] : []));
      for (const item of service!.items) expect(notes).toContain(item.note);
      expect(service!.name).toBe(content.services[slug].name);
    });
  }

  test("every board sold by the metre is estimated by the wall area it covers, by its typed width", () => {
    for (const slug of serviceSlugs) {
      const widths = new Map(
        pricedItems(content.services[slug].sections).flatMap((item) =>
          item.widthCm && item.price.unit === "metre" ? [[priceKey(item.price), item.widthCm]] : [],
        ),
      );
      const items = estimatorService(content, slug)?.items ?? [];
      for (const item of items) expect(item.widthCm, `${slug}: ${item.name}`).toBe(widths.get(priceKey(item.price)));
    }
  });

  test("the estimator joins the last section with prices", () => {
    for (const slug of serviceSlugs) {
      const priced = pricedItems(content.services[slug].sections);
      expect(estimatorSectionId(content, slug)).toBe(priced.at(-1)?.sectionId);
    }
  });
});

describe("estimatorProps", () => {
  test("a service page's estimator offers that service only; /estimate offers every priced service", () => {
    const priced = serviceSlugs.filter((slug) => estimatorService(content, slug));
    expect(priced.length).toBeGreaterThan(0);
    expect(estimatorProps(content, priced[0], "x")!.services.map((s) => s.slug)).toEqual([priced[0]]);
    expect(estimatorProps(content, undefined, "x")!.services.map((s) => s.slug)).toEqual(priced);
    const unpriced = serviceSlugs.find((slug) => !estimatorService(content, slug));
    if (unpriced) expect(estimatorProps(content, unpriced, "x")).toBeUndefined();
  });

  test("the island gets plain data only: the words it shows and the contact numbers, no page copy", () => {
    const props = estimatorProps(content, undefined, "hero-title")!;
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    expect(Object.keys(props.words)).not.toContain("page");
    expect(props.contact).toMatchObject({ whatsapp: content.site.whatsapp });
  });

  test("a page carries the words of the units its prices use, and no other", () => {
    for (const slug of serviceSlugs) {
      const props = estimatorProps(content, slug, "x");
      if (!props) continue;
      // A service with a price model asks its spec, in no unit's words, but for a type it does not price
      // (the ready-made canopy, by the piece, beside the canopies by cars).
      const { model, items } = props.services[0]!;
      const used = new Set(
        items.flatMap((item) => {
          const unit = (item.areaPrice ?? item.price).unit;
          return model && unit === modelUnit(model) ? [] : [unit];
        }),
      );
      expect(new Set(Object.keys(props.words.units))).toEqual(used);
      for (const unit of used) {
        const words = content.ui.estimator.units[unit];
        expect(props.words.units[unit]).toMatchObject(words);
        // Its prompt and problems come filled in: its measure, and its least quantity in agreement.
        const values = { measure: words.measure, min: countOf(words.min, words) };
        expect(props.words.units[unit]!.prompt).toBe(fill(content.ui.estimator.prompt, values));
        expect(props.words.units[unit]!.problems.tooSmall).toBe(fill(content.ui.estimator.problems.tooSmall, values));
        expect(props.words.units[unit]!.problems.tooSmall).not.toMatch(/\{(min|measure)\}/);
      }
      // The length × width wording only for the ways those units read a size.
      const ways = new Set([...used].flatMap((unit) => content.ui.estimator.units[unit].fromSides ?? []));
      expect(new Set(Object.keys(props.words.sides))).toEqual(ways);
      expect(props.words).not.toHaveProperty("boards");
    }
  });
});

describe("a price model", () => {
  const withModel = serviceSlugs.filter((slug) => content.services[slug].estimate);

  test("reaches the island with its problems' limits filled in, and the spec's words with it", () => {
    expect(withModel.length).toBeGreaterThan(0);
    for (const slug of withModel) {
      const props = estimatorProps(content, slug, "x")!;
      const { model } = props.services[0]!;
      expect(model!.options).toEqual(content.services[slug].estimate!.options);
      expect(model!.problems.tooSmall).not.toMatch(/\{min\}/);
      const { min, size } = content.services[slug].estimate!;
      // In metres, or in cars as Arabic counts them («سيارة واحدة»).
      expect(model!.problems.tooSmall).toContain(
        size === "cars" ? countOf(min, content.ui.estimator.spec.cars) : String(min),
      );
      expect(model!.prompt).toBe(
        size === "cars" ? content.ui.estimator.spec.cars.prompt : content.ui.estimator.spec.prompt,
      );
      expect(props.words.spec!.widens).toBe(content.ui.estimator.spec.widens);
    }
    const plain = serviceSlugs.find((slug) => estimatorService(content, slug) && !content.services[slug].estimate);
    if (plain) expect(estimatorProps(content, plain, "x")!.words.spec).toBeUndefined();
  });

  test("a model by cars: its m² per car, and how a number of cars reads, reach the island; a piece keeps its count", () => {
    const slug = withModel.find((s) => content.services[s].estimate!.size === "cars");
    expect(slug).toBeDefined();
    const props = estimatorProps(content, slug!, "x")!;
    const { model, items } = props.services[0]!;
    expect(model!.perCar).toEqual(content.services[slug!].estimate!.perCar);
    // Only the problems a number of cars or an area can lead to: no sentence the page cannot show.
    expect(Object.keys(model!.problems).sort()).toEqual(["invalid", "tooSmall"]);
    const { prompt: _p, invalid: _i, tooSmall: _t, ...cars } = content.ui.estimator.spec.cars;
    expect(props.words.spec!.cars).toEqual(cars);
    // A type priced by the piece is asked its count, in its unit's words.
    for (const item of items.filter((item) => item.price.unit !== "sqm"))
      expect(props.words.units[item.price.unit]).toBeDefined();
    // A page whose model is not by cars carries no car words.
    const other = withModel.find((s) => content.services[s].estimate!.size !== "cars")!;
    expect(estimatorProps(content, other, "x")!.words.spec).not.toHaveProperty("cars");
  });

  test("specLineLabels: the type, the size, the height and each question, in Arabic and in English", () => {
    for (const slug of withModel) {
      const estimate = content.services[slug].estimate!;
      const labels = specLineLabels(content, slug, "ar")!;
      expect(labels.slice(0, 2)).toEqual([estimate.typeLabel, estimate.sizeLine]);
      expect(labels.slice(labels.length - estimate.options.length)).toEqual(
        estimate.options.map((option) => option.label),
      );
      if (estimate.height) expect(labels[2]).toBe(estimate.height.line);
    }
    const fixture = loadFixtureContent();
    const english = fixture.translations.fencing!.record as typeof fixture.services.fencing;
    expect(specLineLabels(fixture, "fencing", "en")).toEqual([
      english.estimate!.typeLabel,
      english.estimate!.sizeLine,
      ...english.estimate!.options.map((option) => option.label),
    ]);
    // A service without a model: the type and its quantity's measure.
    const plain = serviceSlugs.find((slug) => estimatorService(content, slug) && !content.services[slug].estimate)!;
    const unit = estimatorService(content, plain)!.items[0]!;
    expect(specLineLabels(content, plain, "ar")).toEqual([
      content.ui.estimator.message.item,
      content.ui.estimator.units[(unit.areaPrice ?? unit.price).unit].measure,
    ]);
  });
});
