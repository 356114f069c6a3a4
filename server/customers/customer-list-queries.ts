import { and, asc, desc, gt, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import {
  customerPageSize,
  highValueAboveKsh,
  newCustomerDays,
  type CustomerRow,
  type CustomerSort,
  type CustomerStats,
  type SortDirection,
} from "#contracts/admin-customers.ts";
import type { CustomerListQuery } from "#contracts/admin-customer-query.ts";
import { containsPattern } from "../db/like-pattern";
import type { Db } from "../db/client";
import { customer, customerTotals } from "../db/kept-figures-schema";
import { customerColumns, toCustomerRow } from "./customer-columns";

/** One page of the customers list; `page` is clamped to 1…pageCount. */
export interface CustomerPage {
  customers: CustomerRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** Joined in the last 30 days (SPEC §9) by the database's clock; a guest at their first order. */
const joinedRecently = gte(
  customer.joinedAt,
  sql`now() - make_interval(days => ${newCustomerDays})`,
);

/**
 * Name, e-mail or phone contains the text. Phones are stored as +254…: typed digits also match
 * them with a leading 0 read as 254 ('0712 345' finds +254712345…). Each is a substring match
 * the kept rows' trigram index serves (decision 047).
 */
function searchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const matches = [
    ilike(customer.name, pattern),
    ilike(customer.email, pattern),
    ilike(customer.phone, pattern),
  ];
  if (/^[\d\s()+-]+$/.test(search)) {
    const digits = search.replace(/\D/g, "").replace(/^0/, "254");
    if (digits.length >= 3) {
      matches.push(sql`${customer.phoneDigits} like ${containsPattern(digits)}`);
    }
  }
  return or(...matches);
}

function sortOrder(sort: CustomerSort, dir: SortDirection): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const first = {
    // A guest who gave no name comes after every name, both ways.
    customer: sql`lower(${customer.name}) ${sql.raw(dir)} nulls last`,
    joined: by(customer.joinedAt),
    value: by(customer.lifetimeValue),
  }[sort];
  return [first, by(customer.joinedAt), asc(customer.key)];
}

/**
 * The admin's customers list (SPEC §2 Customers; who is a customer: decision 041): searched,
 * filtered (all, new in the last 30 days, lifetime value above KSh 5,000), sorted and paged by
 * the database over the kept customer rows (decision 047). A page past the end yields the last
 * page.
 */
export async function listCustomers(db: Db, query: CustomerListQuery): Promise<CustomerPage> {
  const where = and(
    query.search ? searchCondition(query.search) : undefined,
    query.filter === "new" ? joinedRecently : undefined,
    query.filter === "high-value" ? gt(customer.lifetimeValue, highValueAboveKsh) : undefined,
  );
  const pageAt = (page: number) =>
    db
      .select(customerColumns)
      .from(customer)
      .where(where)
      .orderBy(...sortOrder(query.sort, query.dir))
      .limit(customerPageSize)
      .offset((page - 1) * customerPageSize);
  const total = where ? await db.$count(customer, where) : await countCustomers(db);
  const pageCount = Math.max(1, Math.ceil(total / customerPageSize));
  const page = Math.min(query.page, pageCount);
  const rows = await pageAt(page);
  return {
    customers: rows.map(toCustomerRow),
    total,
    page,
    pageCount,
  };
}

/** Every customer, from the kept totals (decision 047). */
async function countCustomers(db: Db): Promise<number> {
  const [totals] = await db.select({ customers: customerTotals.customers }).from(customerTotals);
  return totals?.customers ?? 0;
}

/**
 * The Customers stat cards over every customer (SPEC §2, decision 041): how many, how many
 * joined in the last 30 days, and the average lifetime value (customers without an order count
 * as 0), rounded to whole KSh: the first and last from the kept totals (decision 047), the
 * newcomers counted on the joined index.
 */
export async function getCustomerStats(db: Db): Promise<CustomerStats> {
  const [[totals], newThisMonth] = await Promise.all([
    db.select().from(customerTotals),
    db.$count(customer, joinedRecently),
  ]);
  const total = totals?.customers ?? 0;
  const averageLifetimeValue = total > 0 ? Math.round(totals!.lifetimeValue / total) : 0;
  return { total, newThisMonth, averageLifetimeValue };
}
