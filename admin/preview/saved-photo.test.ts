// A saved photo in the preview is drawn from the file Sveltia reads, never from its repository path.
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { blankPhoto, savedPhotos } from "./saved-photo";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("until Sveltia has read the file, the photo's place is blank, then the page is drawn once with its blob: URL", () => {
  const read = vi.fn();
  const url = savedPhotos(read);
  // Sveltia's asset on the live site: its url is the path until the file is fetched.
  const asset = { url: "/photos/uploads/fence.webp" };
  expect(url("/photos/uploads/fence.webp", asset)).toBe(blankPhoto);
  // Drawn again meanwhile (a keystroke): still blank, and still one wait.
  expect(url("/photos/uploads/fence.webp", asset)).toBe(blankPhoto);
  vi.advanceTimersByTime(500);
  expect(read).not.toHaveBeenCalled();
  asset.url = "blob:https://www.owner-site.sa/5f1c";
  vi.advanceTimersByTime(100);
  expect(read).toHaveBeenCalledTimes(1);
  expect(url("/photos/uploads/fence.webp", asset)).toBe("blob:https://www.owner-site.sa/5f1c");
});

test("a file already read is drawn at once; a photo Sveltia does not have is none", () => {
  const read = vi.fn();
  const url = savedPhotos(read);
  expect(url("/photos/uploads/a.webp", { url: "blob:http://127.0.0.1/1" })).toBe("blob:http://127.0.0.1/1");
  expect(url("/photos/uploads/b.webp", undefined)).toBeUndefined();
  vi.advanceTimersByTime(1000);
  expect(read).not.toHaveBeenCalled();
});

test("a file that never comes is waited for 10 seconds, then the page is drawn again and the wait ends", () => {
  const read = vi.fn();
  const url = savedPhotos(read);
  expect(url("/photos/uploads/lost.webp", { url: "/photos/uploads/lost.webp" })).toBe(blankPhoto);
  vi.advanceTimersByTime(10_200);
  expect(read).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(10_000);
  expect(read).toHaveBeenCalledTimes(1);
});
