/**
 * How much trade a bench shop holds (DESIGN §9): products (each with the sizes of its demo line,
 * one to three), customer accounts, guests known by phone alone, orders (one to four lines,
 * 2.5 on average, spread over `days`), payments and outbox rows (SMS and e-mail).
 */
export interface TradeShape {
  name: string;
  products: number;
  accounts: number;
  guestPhones: number;
  orders: number;
  /** Orders the trade spans, back from now. */
  days: number;
}

/** A year of a Kenyan perfume shop's trade, the size the shop is designed for (DESIGN §9). */
export const yearOfTrade: TradeShape = {
  name: "a year",
  products: 2_000,
  accounts: 6_000,
  guestPhones: 23_000,
  orders: 100_000,
  days: 365,
};

/**
 * The shop as it opens: the demo catalogue's size and a year's daily trade for four days, so a
 * day's pages (Payments) hold as much as at a year's size.
 */
export const demoTrade: TradeShape = {
  name: "demo",
  products: 137,
  accounts: 60,
  guestPhones: 230,
  orders: 1_000,
  days: 4,
};
