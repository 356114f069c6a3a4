import { and, asc, count, desc, gt, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import {
  customerPageSize,
  highValueAboveKsh,
  newCustomerDays,
  type CustomerListQuery,
  type CustomerRow,
  type CustomerSort,
  type CustomerStats,
  type SortDirection,
} from "#contracts/admin-customers.ts";
import { containsPattern } from "../db/like-pattern";
import type { Db } from "../db/client";
import {
  customerColumns,
  customerRelation,
  toCustomerRow,
  type Customers,
} from "./customer-columns";

/** One page of the customers list; `page` is clamped to 1…pageCount. */
export interface CustomerPage {
  customers: CustomerRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** Joined in the last 30 days (SPEC §9) by the database's clock; a guest at their first order. */
const joinedRecently = (customers: Customers) =>
  gte(customers.joinedAt, sql`now() - make_interval(days => ${newCustomerDays})`);

/**
 * Name, e-mail or phone contains the text. Phones are stored as +254…: typed digits also match
 * them with a leading 0 read as 254 ('0712 345' finds +254712345…).
 */
function searchCondition(customers: Customers, search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const matches = [
    ilike(customers.name, pattern),
    ilike(customers.email, pattern),
    ilike(customers.phone, pattern),
  ];
  if (/^[\d\s()+-]+$/.test(search)) {
    const digits = search.replace(/\D/g, "").replace(/^0/, "254");
    if (digits.length >= 3) {
      matches.push(
        sql`regexp_replace(${customers.phone}, '\\D', '', 'g') like ${containsPattern(digits)}`,
      );
    }
  }
  return or(...matches);
}

function sortOrder(customers: Customers, sort: CustomerSort, dir: SortDirection): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const first = {
    // A guest who gave no name comes after every name, both ways.
    customer: sql`lower(${customers.name}) ${sql.raw(dir)} nulls last`,
    joined: by(customers.joinedAt),
    value: by(customers.lifetimeValue),
  }[sort];
  return [first, by(customers.joinedAt), asc(customers.key)];
}

/**
 * The admin's customers list (SPEC §2 Customers; who is a customer: decision 041): searched,
 * filtered (all, new in the last 30 days, lifetime value above KSh 5,000), sorted and paged by
 * the database. A page past the end yields the last page.
 */
export async function listCustomers(db: Db, query: CustomerListQuery): Promise<CustomerPage> {
  const customers = customerRelation(db);
  const where = and(
    query.search ? searchCondition(customers, query.search) : undefined,
    query.filter === "new" ? joinedRecently(customers) : undefined,
    query.filter === "high-value" ? gt(customers.lifetimeValue, highValueAboveKsh) : undefined,
  );
  // The count rides along with the page: one grouping of the orders, not two.
  const pageAt = (page: number) =>
    db
      .select({ ...customerColumns(customers), total: sql`count(*) over ()`.mapWith(Number) })
      .from(customers)
      .where(where)
      .orderBy(...sortOrder(customers, query.sort, query.dir))
      .limit(customerPageSize)
      .offset((page - 1) * customerPageSize);
  let page = query.page;
  let rows = await pageAt(page);
  if (rows.length === 0 && page > 1) {
    const [counted] = await db.select({ total: count() }).from(customers).where(where);
    page = Math.max(1, Math.ceil((counted?.total ?? 0) / customerPageSize));
    rows = await pageAt(page);
  }
  const total = rows[0]?.total ?? 0;
  return {
    customers: rows.map(({ total: _total, ...row }) => toCustomerRow(row)),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / customerPageSize)),
  };
}

/**
 * The Customers stat cards over every customer (SPEC §2, decision 041): how many, how many
 * joined in the last 30 days, and the average lifetime value (customers without an order count
 * as 0), rounded to whole KSh.
 */
export async function getCustomerStats(db: Db): Promise<CustomerStats> {
  const customers = customerRelation(db);
  const [stats] = await db
    .select({
      total: count(),
      newThisMonth: sql<number>`count(*) filter (where ${joinedRecently(customers)})`.mapWith(
        Number,
      ),
      averageLifetimeValue:
        sql<number>`coalesce(round(avg(${customers.lifetimeValue})), 0)::bigint`.mapWith(Number),
    })
    .from(customers);
  return stats ?? { total: 0, newThisMonth: 0, averageLifetimeValue: 0 };
}
