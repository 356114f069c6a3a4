// zod/mini: the stock page's forms check their fields in the browser too, where bytes count.
import { z } from "zod/mini";
import { recordId } from "./record-id";
import { storable } from "./storable-text";
import { stockLimits } from "./stock-movement";

const { maxReceived, maxCounted, maxUnitCost, maxReference } = stockLimits;
const grouped = (n: number) => n.toLocaleString("en-KE");

/** The stock page's texts (docs/decisions/073-stock-movements.md). */
export const stockTexts = {
  refused: "Some stock details need another look",
  received: `Units received are a whole number from 1 to ${grouped(maxReceived)}`,
  unitCost: `Unit cost is a whole number of shillings from 0 to KSh ${grouped(maxUnitCost)}`,
  costWithoutUnits: "Enter the units received with their unit cost",
  counted: `Units counted are a whole number from 0 to ${grouped(maxCounted)}`,
  reference: `Supplier note or reference is at most ${maxReference} characters`,
  noneReceived: "Enter the units received for at least one size",
  noneCounted: "Enter the units counted for at least one size",
  sizeGone: "A size on this page is no longer on sale. Reload the page and try again.",
  sizeTwice: "Each size is listed once. Reload the page and try again.",
  productNotFound: "Product not found",
  failed: "Failed to save the stock. Please try again.",
  loadFailed: "Failed to load stock. Please try again.",
  receivedDone: (units: number) => `Received ${grouped(units)} ${units === 1 ? "unit" : "units"}`,
  countedDone: (changed: number) =>
    changed === 0
      ? "Stock take saved: every count matched"
      : `Stock take saved: ${changed} ${changed === 1 ? "size" : "sizes"} changed`,
} as const;

/** A whole count as typed ('1,200'), blank = none (null), else `min`…`max`; `error` otherwise. */
function optionalCount(min: number, max: number, error: string) {
  return z._default(
    z.pipe(
      z.pipe(
        z.string({ error }),
        z.transform((text) => text.replace(/[\s,]/g, "")),
      ),
      z.pipe(
        z
          .string()
          .check(
            z.refine(
              (text) => text === "" || (/^\d{1,9}$/.test(text) && +text >= min && +text <= max),
              { error },
            ),
          ),
        z.transform((text) => (text === "" ? null : Number(text))),
      ),
    ),
    null,
  );
}

const sizeId = recordId(stockTexts.sizeGone);

const reference = z._default(
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        storable("Supplier note or reference"),
        z.maxLength(maxReference, { error: stockTexts.reference }),
      ),
    z.transform((text) => text || null),
  ),
  null,
);

const ReceiptLineSchema = z.object({
  sizeId,
  quantity: optionalCount(1, maxReceived, stockTexts.received),
  unitCost: optionalCount(0, maxUnitCost, stockTexts.unitCost),
});

/**
 * A posted Receive stock form (decision 073): per size (`lines[i].sizeId`) the units received
 * (blank = none) and an optional unit cost price in whole KSh; one supplier note or reference.
 * At least one size receives units; a cost needs its units.
 */
export const ReceiveStockSchema = z.object({
  intent: z.literal("receive"),
  lines: z
    .array(ReceiptLineSchema, { error: stockTexts.noneReceived })
    .check(z.maxLength(20, { error: stockTexts.sizeGone }), (ctx) => {
      ctx.value.forEach((line, position) => {
        if (line.quantity === null && line.unitCost !== null) {
          const path = [position, "quantity"];
          ctx.issues.push({
            code: "custom",
            message: stockTexts.costWithoutUnits,
            input: line,
            path,
          });
        }
      });
      if (ctx.value.every((line) => line.quantity === null)) {
        ctx.issues.push({ code: "custom", message: stockTexts.noneReceived, input: ctx.value });
      }
    }),
  reference,
});

/** A receipt as the server writes it: only the sizes that received units. */
export type StockReceipt = z.output<typeof ReceiveStockSchema>;

/**
 * A posted Stock take form (decision 073): per size (`lines[i].sizeId`) the units counted
 * (blank = not counted); `damaged` ticked when a shortfall was damaged or lost; an optional
 * note. At least one size is counted.
 */
export const StockTakeSchema = z.object({
  intent: z.literal("count"),
  lines: z
    .array(z.object({ sizeId, counted: optionalCount(0, maxCounted, stockTexts.counted) }), {
      error: stockTexts.noneCounted,
    })
    .check(
      z.maxLength(20, { error: stockTexts.sizeGone }),
      z.refine((lines) => lines.some((line) => line.counted !== null), {
        error: stockTexts.noneCounted,
      }),
    ),
  damaged: z._default(
    z.pipe(
      z.string(),
      z.transform((value) => value === "on"),
    ),
    false,
  ),
  reference,
});

/** A stock take as the server writes it. */
export type StockTake = z.output<typeof StockTakeSchema>;
