import { expect, test } from "vitest";
import { parseCustomerListQuery } from "#contracts/admin-customer-query.ts";
import { customerListHref, nextSort } from "./customer-list-url";

const query = (search: string) => parseCustomerListQuery(new URLSearchParams(search));

test("defaults stay out of the URL; a new filter starts at page 1 and closes the dialog", () => {
  expect(customerListHref(query(""), {})).toBe("/admin/customers");
  expect(customerListHref(query("search=amina&page=3&customer=u1"), { filter: "new" })).toBe(
    "/admin/customers?search=amina&filter=new",
  );
  expect(customerListHref(query("filter=high-value"), { customer: "u1" })).toBe(
    "/admin/customers?filter=high-value&customer=u1",
  );
});

test("a header click sorts by its column, then the other way", () => {
  expect(nextSort(query(""), "customer")).toEqual({ sort: "customer", dir: "asc" });
  expect(nextSort(query(""), "joined")).toEqual({ sort: "joined", dir: "asc" });
  expect(nextSort(query("sort=value&dir=desc"), "value")).toEqual({ sort: "value", dir: "asc" });
});

test("a malformed query falls back to its defaults", () => {
  expect(query("filter=vip&sort=x&dir=up&page=-2")).toMatchObject({
    filter: "all",
    sort: "joined",
    dir: "desc",
    page: 1,
  });
});
