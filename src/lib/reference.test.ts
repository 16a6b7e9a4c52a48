import { afterEach, expect, test, vi } from "vitest";
import { newReference, referenceAlphabet } from "./reference";

afterEach(() => vi.restoreAllMocks());

test("six signs a buyer cannot misread: no 0, O, 1, I or L", () => {
  expect(referenceAlphabet).not.toMatch(/[01IOL]/);
  expect(new Set(referenceAlphabet).size).toBe(referenceAlphabet.length);
  for (let i = 0; i < 200; i++) expect(newReference()).toMatch(new RegExp(`^[${referenceAlphabet}]{6}$`));
});

test("drawn from crypto.getRandomValues, each sign by its draw", () => {
  const draws = [0, 1, 30, 31, 62, 2 ** 32 - 1];
  vi.spyOn(crypto, "getRandomValues").mockImplementation((array) => {
    (array as Uint32Array).set(draws);
    return array;
  });
  expect(newReference()).toBe(draws.map((n) => referenceAlphabet[n % referenceAlphabet.length]).join(""));
});

test("never the clock: two references made at the same instant differ", () => {
  vi.useFakeTimers({ now: new Date(2026, 10, 27, 14, 32) });
  try {
    expect(newReference()).not.toBe(newReference());
  } finally {
    vi.useRealTimers();
  }
});
