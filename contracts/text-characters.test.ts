import { describe, expect, test } from "vitest";
import { parseProductListQuery } from "./product-list-query";
import { cutSearchText } from "./search";
import { hasUnstorableCharacter, stripUnstorableCharacters } from "./text-characters";

describe("text the shop does not store", () => {
  test.each([
    ["NUL", "a\u0000b"],
    ["an escape", "a\u001bb"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u0085b"],
    ["a lone high surrogate", "a\ud800b"],
    ["a lone low surrogate", "a\udc00b"],
  ])("%s is refused in one-line and multi-line text", (_, text) => {
    expect(hasUnstorableCharacter(text)).toBe(true);
    expect(hasUnstorableCharacter(text, { isMultiline: true })).toBe(true);
  });
  test("tab, LF and CR pass in multi-line text only", () => {
    expect(hasUnstorableCharacter("line\r\n\tnext", { isMultiline: true })).toBe(false);
    expect(hasUnstorableCharacter("line\nnext")).toBe(true);
  });
  test("accents, emoji and other scripts pass", () => {
    expect(hasUnstorableCharacter("Crème brûlée 🧴 عطر 香水")).toBe(false);
  });
  test("stripping turns each unstorable character into a space", () => {
    expect(stripUnstorableCharacters("oud\u0000royal\ud800\tmusk")).toBe("oud royal  musk");
  });
});

describe("search boxes strip what a shopper pasted", () => {
  test("control characters become spaces, then the text is trimmed", () => {
    expect(cutSearchText("\u0000amber\u0007oud\ud800")).toBe("amber oud");
  });
  test("the listing's search is stripped and a category holding NUL falls back to all", () => {
    const query = parseProductListQuery(
      new URLSearchParams({ search: "amber\u0000", category: "Niche\u0000" }),
    );
    expect(query.search).toBe("amber");
    expect(query.category).toBeUndefined();
  });
});
