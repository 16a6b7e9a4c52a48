// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { formatTotal } from "~/lib/format";
import { estimatorProps, estimatorService } from "~/model/estimator-data";
import { serviceSlugs } from "~/model/pages";
import { content } from "~/model/site-data";
import { Estimator } from "./estimator";

// The island in jsdom, with the props the build gives it. Every figure and word
// comes from the content. (The browser tests cover the built page, the CSP and
// the keyboard: tests/e2e/estimator.spec.ts.)

const words = content.ui.estimator;
const slug = serviceSlugs.find((s) => estimatorService(s))!;
const props = estimatorProps(slug, "title")!;
const [first] = props.services[0]!.items;
const unit = words.units[first!.price.unit];
const messageOf = (link: HTMLElement) => new URL(link.getAttribute("href")!).searchParams.get("text")!;

describe("Estimator", () => {
  test("pre-rendered, it says how to get an estimate, with its fields disabled; hydrated, the fields work", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Estimator {...props} />);
    document.body.append(container);
    expect(container.textContent).toContain(words.noScript);
    expect(container.querySelector("select")!.disabled).toBe(true);
    // Any hydration mismatch logs an error, which fails the test (tests/setup-unit.ts).
    await act(async () => {
      hydrateRoot(container, <Estimator {...props} />);
    });
    expect(container.querySelector("select")!.disabled).toBe(false);
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
    const all = estimatorProps(undefined, "title")!;
    render(<Estimator {...all} />);
    expect(screen.queryByLabelText(words.item)).toBeNull();
    expect(screen.getByRole("status").textContent).toBe(words.chooseService);
    const last = all.services.at(-1)!;
    fireEvent.change(screen.getByLabelText(words.service), { target: { value: String(all.services.length - 1) } });
    const items = screen.getByLabelText(words.item) as HTMLSelectElement;
    expect([...items.options].map((o) => o.text)).toEqual(last.items.map((item) => item.name));
  });
});
