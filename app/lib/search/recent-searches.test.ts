import { expect, test } from "vitest";
import { parseRecentSearches, withRecentSearch } from "./recent-searches";

test("a search goes first, trimmed, and an earlier copy in any case is dropped", () => {
  expect(withRecentSearch(["amber", "Oud"], "  oud ")).toEqual(["oud", "amber"]);
});

test("at most 5 recent searches are kept, the oldest dropped", () => {
  const list = ["e", "d", "c", "b", "a"];
  expect(withRecentSearch(list, "f")).toEqual(["f", "e", "d", "c", "b"]);
});

test("blank text is not remembered", () => {
  expect(withRecentSearch(["oud"], "   ")).toEqual(["oud"]);
});

test("stored searches that cannot be read count as none", () => {
  expect(parseRecentSearches(null)).toEqual([]);
  expect(parseRecentSearches("not json")).toEqual([]);
  expect(parseRecentSearches('{"a":1}')).toEqual([]);
  expect(parseRecentSearches('["oud", 3, "", "rose"]')).toEqual(["oud", "rose"]);
  expect(parseRecentSearches(JSON.stringify(["a", "b", "c", "d", "e", "f"]))).toHaveLength(5);
});
