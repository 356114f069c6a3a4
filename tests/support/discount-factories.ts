import type { NewDiscountCode } from "#contracts/admin-discount.ts";
import type { Db } from "#server/db/client.ts";
import { createDiscountCode } from "#server/discounts/discount-code-changes.ts";

let sequence = 0;

/**
 * A discount code as staff create it, running from an hour ago for a month: 10% off everything
 * by default; override what the test is about. Returns the code and its id.
 */
export async function insertDiscountCode(
  db: Db,
  overrides: Partial<NewDiscountCode> = {},
): Promise<{ id: number; code: string }> {
  const now = Date.now();
  const input: NewDiscountCode = {
    code: `T${process.pid % 1000}X${(sequence += 1)}`,
    kind: "percent",
    value: 10,
    minSubtotal: null,
    startsAt: new Date(now - 3_600_000),
    endsAt: new Date(now + 30 * 86_400_000),
    maxUses: null,
    isOncePerCustomer: false,
    appliesTo: "all",
    targets: [],
    skipsSaleItems: false,
    ...overrides,
  };
  const id = await createDiscountCode(db, input, { userId: null, name: "Amina Odhiambo" });
  return { id, code: input.code };
}
