import type { DashboardFigures } from "#contracts/admin-dashboard.ts";

/**
 * The dashboard's figures for a role without `revenue.view` (docs/decisions/072-staff-roles.md):
 * every shilling of revenue, payments, refunds, discounts given, open carts' value and top
 * products' revenue and the periods' sales set to 0, so none leaves the server; the page hides those figures. Counts, the
 * recent orders and stock alerts stay.
 */
export function withoutRevenue(figures: DashboardFigures): DashboardFigures {
  return {
    ...figures,
    totalRevenue: 0,
    paidRevenue: 0,
    unpaidRevenue: 0,
    refunded: 0,
    topProducts: figures.topProducts.map((product) => ({ ...product, revenue: 0 })),
    openCarts: { ...figures.openCarts, value: 0 },
    discountCodes: { ...figures.discountCodes, given: 0 },
    recentSales: figures.recentSales.map((period) => ({ ...period, sales: 0 })),
  };
}
