// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { boardMetres, estimate, perSquareMetre } from "~/lib/estimate";
import { formatNumber, formatTotal, isolateFigures } from "~/lib/format";
import { estimatorProps, estimatorService } from "~/model/estimator-data";
import { serviceSlugs } from "~/model/pages";
import { content } from "~/model/site-data";
import { Estimator } from "./estimator";

// The island in jsdom, with the props the build gives it. Every figure and word
// comes from the content. (The browser tests cover the built page, the CSP and
// the keyboard: tests/e2e/estimator.spec.ts.)

const words = content.ui.estimator;
const slug = serviceSlugs.find((s) => estimatorService(content, s))!;
const props = estimatorProps(content, slug, "title")!;
const [first] = props.services[0]!.items;
const unit = words.units[first!.price.unit];
const messageOf = (link: HTMLElement) => new URL(link.getAttribute("href")!).searchParams.get("text")!;

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

  test("typing a quantity shows the range, announced politely, and puts it in the WhatsApp message", () => {
    render(<Estimator {...props} />);
    fireEvent.change(screen.getByLabelText(unit.label), { target: { value: "٣٠" } });
    const total = formatTotal({ min: first!.price.min * 30, max: first!.price.max * 30 });
    expect(screen.getByRole("status").textContent).toContain(total);
    const message = messageOf(screen.getByRole("link", { name: words.send }));
    expect(message).toContain(props.services[0]!.name);
    expect(message).toContain(`${words.message.quantity}: 30 ${unit.name}`);
    expect(message).toContain(total);
  });

  test("the range is shown before and after VAT at the content's rate, in the result and the message", () => {
    render(<Estimator {...props} />);
    fireEvent.change(screen.getByLabelText(unit.label), { target: { value: "40" } });
    const rate = 1 + words.vatPercent / 100;
    const withVat = formatTotal({
      min: Math.round(first!.price.min * 40 * rate),
      max: Math.round(first!.price.max * 40 * rate),
    });
    const percent = isolateFigures(`${words.vatPercent}%`);
    expect(screen.getByRole("status").textContent).toContain(withVat);
    expect(screen.getByRole("status").textContent).toContain(words.totalWithVat.replace("{percent}", percent));
    const message = messageOf(screen.getByRole("link", { name: words.send }));
    expect(message).toContain(`${words.message.estimateWithVat.replace("{percent}", percent)}: ${withVat}`);
  });

  test("cladding is estimated from the wall's area, typed as length × width, with the board metres it needs", () => {
    const cladding = serviceSlugs.find((s) => estimatorService(content, s)?.items.some((item) => item.widthCm))!;
    const board = estimatorService(content, cladding)!.items.find((item) => item.widthCm)!;
    const all = estimatorProps(content, cladding, "title")!;
    render(<Estimator {...all} />);
    const items = screen.getByLabelText(words.item) as HTMLSelectElement;
    fireEvent.change(items, { target: { value: String(all.services[0]!.items.indexOf(board)) } });
    fireEvent.change(screen.getByLabelText(words.units.sqm.label), { target: { value: "٣×٤" } });
    const status = screen.getByRole("status").textContent!;
    expect(status).toContain(formatTotal(estimate(perSquareMetre(board.price, board.widthCm!), 12)));
    expect(status).toContain(`12 ${words.units.sqm.name}`);
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
      words.problems.invalid,
    );
    expect(screen.getByRole("status").textContent).toBe(words.prompt);
    expect(messageOf(screen.getByRole("link", { name: content.ui.contact.chat }))).not.toContain(
      words.message.estimate,
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
});
