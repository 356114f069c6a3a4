import { describe, expect, test } from "vitest";
import { PageCache } from "./page-cache";

const page = (text: string) => ({ status: 200, headers: [], body: [Buffer.from(text)] });

describe("PageCache", () => {
  test("keeps at most maxEntries pages, dropping the least recently viewed", () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000, maxAgeMs: 60_000 });
    cache.set("/", page("home"), cache.generation);
    cache.set("/all-products", page("listing"), cache.generation);
    cache.get("/");
    cache.set("/product/oud", page("oud"), cache.generation);
    expect(cache.get("/")?.body.join("")).toBe("home");
    expect(cache.get("/all-products")).toBeUndefined();
    expect(cache.size.entries).toBe(2);
  });

  test("keeps at most maxBytes over all pages", () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 10, maxAgeMs: 60_000 });
    cache.set("/a", page("123456"), cache.generation);
    cache.set("/b", page("123456"), cache.generation);
    expect(cache.size).toEqual({ entries: 1, bytes: 6 });
    cache.set("/c", page("12345678901"), cache.generation);
    expect(cache.get("/c")).toBeUndefined();
  });

  test("refuses a page rendered before the catalogue changed", () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000, maxAgeMs: 60_000 });
    const renderStarted = cache.generation;
    cache.clear();
    cache.set("/", page("old price"), renderStarted);
    expect(cache.get("/")).toBeUndefined();
  });

  test("renders again a page older than maxAgeMs", () => {
    let now = 0;
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000, maxAgeMs: 1_000 }, () => now);
    cache.set("/", page("home"), cache.generation);
    now = 1_001;
    expect(cache.get("/")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
