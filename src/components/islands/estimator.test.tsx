// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi, type Mock } from "vitest";
import { boardMetres, countOf, fill, perSquareMetre } from "~/lib/estimate";
import { formatNumber, formatTotal, isolateFigures } from "~/lib/format";
import { priceSpec, specWithVat } from "~/lib/spec-estimate";
import { rangeWithVat, type Range } from "~/lib/vat";
import { estimatorProps, estimatorService, type EstimatorData } from "~/model/views/estimator-data";
import { serviceSlugs } from "~/model/contract/pages";
import { content } from "~/model/views/site-data";
import { estimatorChoice, estimatorFiles } from "~/pages/_estimator-file";
import { drawPage } from "~/routes";
import { Estimator, EstimatorIsland, type EstimatorChoice } from "./estimator";

// The island in jsdom, with the props the build gives it. Every figure and word
// comes from the content. (The browser tests cover the built page, the CSP and
// the keyboard: tests/e2e/estimator.spec.ts.)

const words = content.ui.estimator;
// A service that asks one quantity (the spec's estimator has its own tests below).
const slug = serviceSlugs.find((s) => estimatorService(content, s) && !content.services[s].estimate)!;
const props = estimatorProps(content, slug, "title")!;
const [first] = props.services[0]!.items;
const unit = words.units[first!.price.unit];
const messageOf = (link: HTMLElement) => new URL(link.getAttribute("href")!).searchParams.get("text")!;
const vat = content.site.prices;
const percent = isolateFigures(`${vat.vatPercent}%`);

/**
 * The island as the browser meets it: the server's HTML drawn with `data`, then hydrated with no data in its props
 * (Astro writes the function as null), fetching its files from `serve`.
 */
async function withIsland(
  island: { src: string; data: EstimatorData } | { choice: EstimatorChoice },
  serve: (path: string) => Response | Promise<Response>,
  check: (container: HTMLElement, fetch: Mock<(path: string) => Promise<Response>>) => Promise<void>,
) {
  const fetch = vi.fn(async (path: string) => serve(path));
  vi.stubGlobal("fetch", fetch);
  const container = document.createElement("div");
  // As Astro gives them: a data function is null in the browser, the choice is the same there.
  const [server, browser] =
    "choice" in island
      ? [island, island]
      : [
          { src: island.src, data: () => island.data },
          { src: island.src, data: null },
        ];
  container.innerHTML = renderToString(<EstimatorIsland {...server} />);
  document.body.append(container);
  try {
    await act(async () => {
      hydrateRoot(container, <EstimatorIsland {...browser} />);
    });
    await check(container, fetch);
  } finally {
    vi.unstubAllGlobals();
    container.remove();
  }
}

describe("Estimator", () => {
  test("pre-rendered, it says how to get an estimate, with its fields disabled; hydrated, the fields work", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Estimator {...props} />);
    document.body.append(container);
    expect(container.textContent).toContain(words.noScript);
    expect(container.querySelector("select")!.matches(":disabled")).toBe(true);
    // Any hydration mismatch logs an error, which fails the test (tests/setup-unit.ts).
    await act(async () => {
      hydrateRoot(container, <Estimator {...props} />);
    });
    expect(container.querySelector("select")!.matches(":disabled")).toBe(false);
    expect(container.textContent).not.toContain(words.noScript);
    container.remove();
  });

  test("as an island, the page's HTML is drawn with the data and the browser hydrates it with the data's file", async () => {
    const served = JSON.parse(JSON.stringify(props)) as typeof props;
    // Until the file comes the server's form stays as drawn.
    await withIsland(
      { src: "/assets/estimator-x.json", data: props },
      () => Response.json(served),
      async (container, fetch) => {
        expect(fetch).toHaveBeenCalledExactlyOnceWith("/assets/estimator-x.json");
        expect(container.querySelector("select")!.matches(":disabled")).toBe(false);
        expect(container.textContent).not.toContain(words.noScript);
        expect(container.textContent).toContain(first!.priceText);
      },
    );
  });

  test("as an island whose file fails, the form stays as the server drew it: disabled, saying how to get an estimate", async () => {
    await withIsland(
      { src: "/assets/estimator-gone.json", data: props },
      () => new Response(null, { status: 404 }),
      async (container) => {
        expect(container.textContent).toContain(words.noScript);
        expect(container.querySelector("select")!.matches(":disabled")).toBe(true);
      },
    );
  });

  test("typing a quantity shows the range with VAT, announced politely, and puts it in the WhatsApp message", () => {
    render(<Estimator {...props} />);
    fireEvent.change(screen.getByLabelText(unit.label), { target: { value: "٣٠" } });
    const { withVat, beforeVat } = rangeWithVat(first!.price, vat, 30);
    const status = screen.getByRole("status").textContent!;
    // The total with VAT leads, and it is the only one.
    expect(status.indexOf(words.total.replace("{percent}", percent))).toBe(0);
    expect(status).toContain(formatTotal(withVat, content.ui.prices));
    if (vat.vatPercent > 0) expect(status).not.toContain(formatTotal(beforeVat, content.ui.prices));
    expect(status).toContain(
      fill(words.basis, { item: first!.name, measure: unit.measure, quantity: countOf(30, unit) }),
    );
    const message = messageOf(screen.getByRole("link", { name: words.send }));
    expect(message).toContain(props.services[0]!.name);
    expect(message).toContain(`${unit.measure}: ${countOf(30, unit)}`);
    expect(message).toContain(
      `${words.message.estimate.replace("{percent}", percent)}: ${formatTotal(withVat, content.ui.prices)}`,
    );
  });

  test("the item's unit price is shown with VAT, as the page's table shows it", () => {
    render(<Estimator {...props} />);
    const { withVat } = rangeWithVat(first!.price, vat);
    expect(document.body.textContent).toContain(`${formatTotal(withVat, content.ui.prices)}`);
    expect(document.body.textContent).toContain(content.ui.prices.withVat);
  });

  test("a count agrees with its noun: 2, 3 to 10, 11 to 99 and 100 doors, in the content's forms", () => {
    const doors = serviceSlugs.find((s) => estimatorService(content, s)?.items.some((i) => i.price.unit === "door"));
    expect(doors).toBeDefined();
    const all = estimatorProps(content, doors, "title")!;
    const door = all.words.units.door!;
    render(<Estimator {...all} />);
    const field = screen.getByLabelText(door.label);
    const counts = (
      [
        ["2", door.two],
        ["3", door.few],
        ["30", door.many],
      ] as const
    ).filter(([typed]) => Number(typed) <= door.max);
    expect(counts.length).toBeGreaterThan(1);
    for (const [typed, form] of counts) {
      fireEvent.change(field, { target: { value: typed } });
      // The forms come from content/ui.yml, the category from Arabic grammar.
      const quantity = (form ?? door.other).replace("{n}", typed);
      expect(screen.getByRole("status").textContent).toContain(`${door.measure}: ${quantity}`);
    }
  });

  test("an implausible quantity gets a suggestion to book a visit or call, never a range", () => {
    render(<Estimator {...props} />);
    fireEvent.change(screen.getByLabelText(unit.label), { target: { value: String(unit.max + 1) } });
    const status = screen.getByRole("status").textContent!;
    expect(status).toBe(words.large);
    expect(status).not.toMatch(/\d/);
    expect(screen.getByLabelText(unit.label).getAttribute("aria-invalid")).toBeNull();
    const link = screen.getByRole("link", { name: content.ui.contact.chat });
    const message = messageOf(link);
    expect(message.split("\n")[0]).toBe(fill(words.message.visit, { service: props.services[0]!.name }));
    expect(message).not.toContain(words.message.estimate.replace("{percent}", percent));
    // At the limit itself, a range as usual.
    fireEvent.change(screen.getByLabelText(unit.label), { target: { value: String(unit.max) } });
    expect(screen.getByRole("status").textContent).toContain(
      formatTotal(rangeWithVat(first!.price, vat, unit.max).withVat, content.ui.prices),
    );
  });

  test("cladding is estimated from the wall's area, typed as length × width, with the board metres it needs", () => {
    const cladding = serviceSlugs.find((s) => estimatorService(content, s)?.items.some((item) => item.widthCm))!;
    const board = estimatorService(content, cladding)!.items.find((item) => item.widthCm)!;
    const all = estimatorProps(content, cladding, "title")!;
    render(<Estimator {...all} />);
    const items = screen.getByLabelText(words.item) as HTMLSelectElement;
    fireEvent.change(items, { target: { value: String(all.services[0]!.items.indexOf(board)) } });
    fireEvent.change(screen.getByLabelText(words.units.sqm.label), { target: { value: "٣×٤" } });
    const total = formatTotal(
      rangeWithVat(perSquareMetre(board.price, board.widthCm!), vat, 12).withVat,
      content.ui.prices,
    );
    const status = screen.getByRole("status").textContent!;
    expect(status).toContain(total);
    expect(status).toContain(countOf(12, words.units.sqm));
    expect(status).toContain(formatNumber(boardMetres(12, board.widthCm!)));
  });

  test("before a figure exists the WhatsApp link asks plainly and claims no calculation", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Estimator {...props} />);
    const link = container.querySelector<HTMLElement>("a[href^='https://wa.me/']")!;
    const message = messageOf(link);
    expect(message).toBe(content.services[props.services[0]!.slug as keyof typeof content.services].whatsappMessage);
    expect(message).not.toContain(words.message.greeting.replace("{service}", props.services[0]!.name));
  });

  test("a mistake is named at the field, and no figure reaches the message", () => {
    render(<Estimator {...props} />);
    const quantity = screen.getByLabelText(unit.label);
    fireEvent.change(quantity, { target: { value: "abc" } });
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(quantity.getAttribute("aria-describedby")!)!.textContent).toBe(
      fill(words.problems.invalid, { measure: unit.measure }),
    );
    expect(screen.getByRole("status").textContent).toBe(fill(words.prompt, { measure: unit.measure }));
    expect(messageOf(screen.getByRole("link", { name: content.ui.contact.chat }))).not.toContain(
      words.message.estimate.replace("{percent}", percent),
    );
  });

  test("on /estimate the service comes first", () => {
    const all = estimatorProps(content, undefined, "title")!;
    render(<Estimator {...all} />);
    expect(screen.queryByLabelText(words.item)).toBeNull();
    expect(screen.getByRole("status").textContent).toBe(words.chooseService);
    const last = all.services.at(-1)!;
    fireEvent.change(screen.getByLabelText(words.service), { target: { value: String(all.services.length - 1) } });
    const items = screen.getByLabelText(words.item) as HTMLSelectElement;
    expect([...items.options].map((o) => o.text)).toEqual(last.items.map((item) => item.name));
  });

  test("/estimate as an island: its props hold only the choice, and each service chosen brings its own page's file", async () => {
    const all = drawPage("estimate", content).estimator!;
    const files = estimatorFiles(content);
    const choice = estimatorChoice(content, all, "ar");
    await withIsland(
      { choice },
      (path) => Response.json(JSON.parse(files.get(path)!)),
      async (container, fetch) => {
        // No request and no price until a service is chosen.
        expect(fetch).not.toHaveBeenCalled();
        expect(JSON.stringify(choice)).not.toContain(all.services[0]!.items[0]!.priceText);
        expect(container.querySelector("[role=status]")!.textContent).toBe(words.chooseService);
        // Every service in turn, then the first again: each with its own items, prices and words.
        for (const i of [...all.services.keys(), 0]) {
          await act(async () => {
            fireEvent.change(screen.getByLabelText(words.service), { target: { value: String(i) } });
          });
          const service = all.services[i]!;
          const items = screen.getByLabelText(service.model?.typeLabel ?? words.item) as HTMLSelectElement;
          expect([...items.options].map((o) => o.text)).toEqual(service.items.map((item) => item.name));
          expect(container.textContent).toContain(service.items[0]!.priceText);
          expect(screen.getByRole("status").textContent).toBe(
            service.model?.prompt ??
              all.words.units[(service.items[0]!.areaPrice ?? service.items[0]!.price).unit]!.prompt,
          );
        }
        expect(fetch.mock.calls.map(([path]) => path)).toEqual(choice.services.map((s) => s.src));
      },
    );
  });

  test("/estimate as an island: a file that comes after the buyer chose another service does not replace it", async () => {
    const all = drawPage("estimate", content).estimator!;
    const files = estimatorFiles(content);
    const choice = estimatorChoice(content, all, "ar");
    // Files of their own, so that no other test's fetch has them already.
    const real = new Map(choice.services.map((s, i) => [`/assets/estimator-late-${i}.json`, s.src!]));
    for (const [i, service] of choice.services.entries()) service.src = `/assets/estimator-late-${i}.json`;
    let arrive = () => {};
    const late = new Promise<void>((done) => (arrive = done));
    const serve = async (path: string) => {
      if (path == choice.services[0]!.src) await late;
      return Response.json(JSON.parse(files.get(real.get(path)!)!));
    };
    await withIsland({ choice }, serve, async () => {
      const select = screen.getByLabelText(words.service);
      await act(async () => {
        fireEvent.change(select, { target: { value: "0" } });
      });
      await act(async () => {
        fireEvent.change(select, { target: { value: "1" } });
      });
      await act(async () => arrive());
      const second = all.services[1]!;
      const items = screen.getByLabelText(second.model?.typeLabel ?? words.item) as HTMLSelectElement;
      expect([...items.options].map((o) => o.text)).toEqual(second.items.map((item) => item.name));
    });
  });

  test("/estimate as an island: a service whose file does not come says how to ask without it, never an empty form", async () => {
    const all = drawPage("estimate", content).estimator!;
    const choice = estimatorChoice(content, all, "ar");
    // Files of their own, so that no other test's fetch has them already.
    for (const [i, service] of choice.services.entries()) service.src = `/assets/estimator-gone-${i}.json`;
    await withIsland(
      { choice },
      () => new Response(null, { status: 404 }),
      async (_, fetch) => {
        expect(screen.getByRole("status").textContent).toBe(words.chooseService);
        await act(async () => {
          fireEvent.change(screen.getByLabelText(words.service), { target: { value: "0" } });
        });
        expect(fetch).toHaveBeenCalledWith(choice.services[0]!.src);
        expect(screen.getByRole("status").textContent).toBe(words.noScript);
      },
    );
  });

  describe("with a price model, the spec", () => {
    const hangars = serviceSlugs.find((s) => content.services[s].estimate?.height)!;
    const fences = serviceSlugs.find((s) => content.services[s].estimate?.size === "plot")!;
    const spec = words.spec;

    test("a hangar with every input: the range with VAT, what sets it, what it leaves out, and every input in the message", () => {
      const all = estimatorProps(content, hangars, "title")!;
      const model = all.services[0]!.model!;
      render(<Estimator {...all} />);
      fireEvent.change(screen.getByLabelText(model.sizeLabel), { target: { value: "٢٠ في ٥٠" } });
      fireEvent.change(screen.getByLabelText(model.height!.label), { target: { value: "8" } });
      // The last answer of each question that gives a figure, and two of anything counted.
      const picks = model.options.map((o) => o.choices.findLastIndex((choice) => !choice.visit));
      model.options.forEach((option, i) => {
        fireEvent.change(screen.getByLabelText(option.label), { target: { value: String(picks[i]) } });
        if (option.count) fireEvent.change(screen.getByLabelText(option.count.label), { target: { value: "2" } });
      });
      const counts = model.options.map((o) => (o.count ? 2 : 0));
      const item = all.services[0]!.items[0]!;
      const priced = priceSpec(model, { rate: item.price, size: "20×50", height: "8", picks, counts });
      expect(priced.status).toBe("ok");
      const total = formatTotal(specWithVat((priced as { amount: Range }).amount, all.vat), content.ui.prices);
      const status = screen.getByRole("status").textContent!;
      expect(status).toContain(total);
      expect(status).toContain(spec.widens);
      for (const excluded of model.excludes) expect(status).toContain(excluded);
      const lines = messageOf(screen.getByRole("link", { name: words.send })).split("\n");
      expect(lines[0]).toBe(fill(words.message.greeting, { service: all.services[0]!.name }));
      expect(lines).toContain(`${model.typeLabel}: ${item.name}`);
      expect(lines).toContain(`${model.sizeLine}: ${fill(spec.area, { sides: "20 × 50", area: "1,000" })}`);
      expect(lines).toContain(`${model.height!.line}: ${fill(spec.metres, { n: "8" })}`);
      model.options.forEach((option, i) => {
        const answer = option.choices[picks[i]!]!.label;
        expect(lines).toContain(`${option.label}: ${option.count ? `2 × ${answer}` : answer}`);
      });
      expect(lines).toContain(`${words.message.estimate.replace("{percent}", percent)}: ${total}`);
    });

    test("a fence: a plot's area typed as its length is asked about, never priced; its sides are", () => {
      const all = estimatorProps(content, fences, "title")!;
      const model = all.services[0]!.model!;
      render(<Estimator {...all} />);
      const size = screen.getByLabelText(model.sizeLabel);
      const area = String(model.plotAbove! * 3);
      fireEvent.change(size, { target: { value: area } });
      expect(size.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(size.getAttribute("aria-describedby")!)!.textContent).toBe(
        fill(content.ui.estimator.spec.plotArea, { n: area }),
      );
      expect(screen.getByRole("status").textContent).not.toMatch(/\d/);
      fireEvent.change(size, { target: { value: "20 في 30" } });
      expect(size.getAttribute("aria-invalid")).toBeNull();
      const priced = priceSpec(model, { rate: all.services[0]!.items[0]!.price, size: "20×30", picks: [], counts: [] });
      const total = formatTotal(specWithVat((priced as { amount: Range }).amount, all.vat), content.ui.prices);
      expect(screen.getByRole("status").textContent).toContain(total);
      expect(messageOf(screen.getByRole("link", { name: words.send }))).toContain(
        `${model.sizeLine}: ${fill(spec.perimeter, { sides: "20 × 30", length: "100" })}`,
      );
    });

    test("a crane offers the visit instead of a number", () => {
      const all = estimatorProps(content, hangars, "title")!;
      const model = all.services[0]!.model!;
      const crane = model.options.findIndex((o) => o.choices.some((choice) => choice.visit));
      expect(crane).toBeGreaterThan(-1);
      render(<Estimator {...all} />);
      fireEvent.change(screen.getByLabelText(model.sizeLabel), { target: { value: "20×50" } });
      fireEvent.change(screen.getByLabelText(model.options[crane]!.label), {
        target: { value: String(model.options[crane]!.choices.findIndex((choice) => choice.visit)) },
      });
      expect(screen.getByRole("status").textContent).toBe(words.large);
      const message = messageOf(screen.getByRole("link", { name: content.ui.contact.chat }));
      expect(message.split("\n")[0]).toBe(fill(words.message.visit, { service: all.services[0]!.name }));
    });
  });
});
