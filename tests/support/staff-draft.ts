import { expect } from "vitest";
import { action, loader } from "#app/routes/admin/orders/new.tsx";
import type { DatabaseHandle } from "#server/db/client.ts";
import { sizeIdOf } from "./factories";
import { adminRouteContext } from "./route-context";

/** The shop the staff-order tests run in: KSh 200 in Nairobi, its phone and alert addresses. */
const env = {
  SHIPPING_FEE_NAIROBI: "200",
  SHOP_PHONE: "0711 000 111",
  ORDER_ALERT_EMAILS: "owner@loris.example, shop@loris.example",
};

/**
 * New order (decision 043) as staff use it on `database()`: `openDraft` GETs the page's draft
 * as its buttons send it, `placeDraft` POSTs Place order and resolves to where it went (303).
 */
export function staffDraftPage(database: () => DatabaseHandle) {
  const context = () => adminRouteContext(database(), env);
  const pattern = "/admin/orders/new";
  return {
    async openDraft(params: [string, string][]) {
      const url = new URL(`https://loris.example/admin/orders/new?${new URLSearchParams(params)}`);
      return loader({ request: new Request(url), url, context: context(), params: {}, pattern });
    },
    async placeDraft(params: [string, string][]) {
      const request = new Request("https://loris.example/admin/orders/new", {
        method: "POST",
        body: new URLSearchParams(params),
      });
      const url = new URL(request.url);
      const answer = (await action({
        request,
        url,
        context: context(),
        params: {},
        pattern,
      })) as Response;
      expect(answer.status).toBe(303);
      return new URL(answer.headers.get("location")!, url);
    },
  };
}

/** Two of Oud Royale's 100ml (its second size), as the draft's line fields. */
export const hundredMl = (): [string, string][] => [
  ["line", `oud~${sizeIdOf("oud", 1)}`],
  ["quantity", "2"],
];

/** The new-order form as staff fill it in: `overrides` replace its fields. */
export const staffDraft = (
  overrides: Record<string, string> = {},
  lines = hundredMl(),
): [string, string][] => [
  ...Object.entries({
    idempotencyKey: `staff_${crypto.randomUUID().replaceAll("-", "")}`,
    channel: "phone_call",
    phone: "0733 444 555",
    fullName: "Achieng Odhiambo",
    deliveryArea: "nairobi",
    address: "Kilimani, Argwings Kodhek Rd, blue gate",
    ...overrides,
  }),
  ...lines,
];

/** Oud Royale (30ml KSh 4,000, 100ml KSh 9,500 with 10 in stock) and sold-out Gone Amber. */
export const staffOrderProducts = [
  {
    id: "oud",
    name: "Oud Royale",
    sizes: [
      { label: "30ml", price: 4000 },
      { label: "100ml", price: 9500, stockLevel: 10 },
    ],
  },
  {
    id: "gone",
    name: "Gone Amber",
    sizes: [{ label: "50ml", price: 3000, stockLevel: 0, inStock: false }],
  },
];
