import { expect, test } from "vitest";
import { adminOrderSearch, parseAdminOrderQuery } from "./admin-order-query";

const parse = (search: string) => parseAdminOrderQuery(new URLSearchParams(search));

test("an order view read from the URL, and written back without its defaults", () => {
  const query = parse(
    "tab=delivered&search=%20kamau%20&status=shipped&payment=awaiting_payment&sort=oldest&page=3",
  );
  expect(query).toEqual({
    tab: "delivered",
    search: "kamau",
    status: "shipped",
    payment: "awaiting_payment",
    sort: "oldest",
    page: 3,
  });
  expect(adminOrderSearch(query)).toBe(
    "?tab=delivered&search=kamau&status=shipped&payment=awaiting_payment&sort=oldest&page=3",
  );
  expect(adminOrderSearch(parse(""))).toBe("");
});

test("what cannot be read falls back to the default view", () => {
  expect(parse("tab=archive&status=lost&payment=PAID&sort=random&page=-2&search=%20%20")).toEqual({
    tab: "ongoing",
    sort: "newest",
    page: 1,
  });
  expect(parse("page=2.5").page).toBe(1);
  expect(parse(`search=${"x".repeat(500)}`).search).toHaveLength(100);
});
