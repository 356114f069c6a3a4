import { and, asc, desc, eq, gt, gte, ilike, or, sql, type SQL } from "drizzle-orm";
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
import { user } from "../db/auth-schema";
import { containsPattern } from "../db/like-pattern";
import type { Db } from "../db/client";
import {
  customerName,
  customerRowColumns,
  isCustomer,
  orderTotalsByUser,
  type OrderTotals,
} from "./customer-columns";

/** One page of the customers list; `page` is clamped to 1…pageCount. */
export interface CustomerPage {
  customers: CustomerRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** Joined in the last 30 days (SPEC §9), by the database's clock. */
const joinedRecently = gte(user.createdAt, sql`now() - make_interval(days => ${newCustomerDays})`);

/**
 * Name, e-mail or phone contains the text. Phones are stored as +254…: typed digits also match
 * them with a leading 0 read as 254 ('0712 345' finds +254712345…).
 */
function searchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const matches = [
    ilike(customerName, pattern),
    ilike(user.email, pattern),
    ilike(user.phone, pattern),
  ];
  if (/^[\d\s()+-]+$/.test(search)) {
    const digits = search.replace(/\D/g, "").replace(/^0/, "254");
    if (digits.length >= 3) {
      matches.push(
        sql`regexp_replace(${user.phone}, '\\D', '', 'g') like ${containsPattern(digits)}`,
      );
    }
  }
  return or(...matches);
}

function sortOrder(sort: CustomerSort, dir: SortDirection, totals: OrderTotals): SQL[] {
  const by = dir === "asc" ? asc : desc;
  const column = {
    customer: sql`lower(${customerName})`,
    joined: user.createdAt,
    value: sql`coalesce(${totals.lifetimeValue}, 0)`,
  }[sort];
  return [by(column), by(user.createdAt), asc(user.id)];
}

/**
 * The admin's customers list (SPEC §2 Customers): searched, filtered (all, new in the last 30
 * days, lifetime value above KSh 5,000), sorted and paged by the database. A page past the end
 * yields the last page.
 */
export async function listCustomers(db: Db, query: CustomerListQuery): Promise<CustomerPage> {
  const totals = orderTotalsByUser(db);
  const lifetimeValue = sql`coalesce(${totals.lifetimeValue}, 0)`;
  const conditions: (SQL | undefined)[] = [isCustomer];
  if (query.search) conditions.push(searchCondition(query.search));
  if (query.filter === "new") conditions.push(joinedRecently);
  if (query.filter === "high-value") conditions.push(gt(lifetimeValue, highValueAboveKsh));
  const where = and(...conditions);

  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(user)
    .leftJoin(totals, eq(totals.userId, user.id))
    .where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / customerPageSize));
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select(customerRowColumns(totals))
    .from(user)
    .leftJoin(totals, eq(totals.userId, user.id))
    .where(where)
    .orderBy(...sortOrder(query.sort, query.dir, totals))
    .limit(customerPageSize)
    .offset((page - 1) * customerPageSize);
  return {
    customers: rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
    total,
    page,
    pageCount,
  };
}

/**
 * The Customers stat cards over every customer (SPEC §2): how many, how many joined in the
 * last 30 days, and the average lifetime value (customers without an order count as 0),
 * rounded to whole KSh.
 */
export async function getCustomerStats(db: Db): Promise<CustomerStats> {
  const totals = orderTotalsByUser(db);
  const [stats] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      newThisMonth: sql<number>`count(*) filter (where ${joinedRecently})`.mapWith(Number),
      averageLifetimeValue:
        sql<number>`coalesce(round(avg(coalesce(${totals.lifetimeValue}, 0))), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(user)
    .leftJoin(totals, eq(totals.userId, user.id))
    .where(isCustomer);
  return stats ?? { total: 0, newThisMonth: 0, averageLifetimeValue: 0 };
}
