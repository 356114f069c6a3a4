// zod/mini: this schema also checks the Edit product form in the browser, where bytes count.
import { z } from "zod/mini";
import { maxListedSizes, productFormTexts, sizeListTexts } from "./product-form-texts";
import { isRecordId } from "./record-id";
import {
  CompareAtPriceSchema,
  isCompareAtAbovePrice,
  PriceSchema,
  SkuSchema,
  StockLevelSchema,
} from "./size-fields";
import { storable } from "./storable-text";

/**
 * One size as the editor posts it (`sizes[0].label`…): `id` of a size the product has, blank
 * for a new one; its label, price and compare-at price (whole KSh), SKU and stock level as
 * typed (contracts/size-fields.ts).
 */
const ListedSizeSchema = z.object({
  id: z._default(
    z.pipe(
      z
        .string()
        .check(
          z.refine((id) => id === "" || isRecordId(id), { error: sizeListTexts.changedElsewhere }),
        ),
      z.transform((id) => id || null),
    ),
    null,
  ),
  label: z
    .string({ error: sizeListTexts.label })
    .check(
      z.trim(),
      storable("Size label"),
      z.minLength(1, { error: sizeListTexts.label }),
      z.maxLength(20, { error: sizeListTexts.label }),
    ),
  price: PriceSchema,
  compareAtPrice: z._default(CompareAtPriceSchema, null),
  sku: z._default(SkuSchema, null),
  stockLevel: z._default(StockLevelSchema, null),
});

/** A size as Edit product saves it: `id` null for a new one. */
export type ListedSizeInput = z.output<typeof ListedSizeSchema>;

/**
 * A product's sizes on sale, in the order shown (decision 061): 1 to 20, labels and SKUs each
 * once, every compare-at price above its price. A size the product has that is left out is
 * removed (archived when it was sold).
 */
export const SizeListSchema = z
  .array(ListedSizeSchema, { error: sizeListTexts.none })
  .check(
    z.minLength(1, { error: sizeListTexts.none }),
    z.maxLength(maxListedSizes, { error: sizeListTexts.tooMany }),
    (ctx) => {
      const issue = (position: number, field: string, message: string) =>
        ctx.issues.push({ code: "custom", message, input: ctx.value, path: [position, field] });
      ctx.value.forEach((size, position) => {
        const before = ctx.value.slice(0, position);
        if (before.some((other) => other.label.toLowerCase() === size.label.toLowerCase())) {
          issue(position, "label", sizeListTexts.repeatedLabel);
        }
        if (!isCompareAtAbovePrice(size)) {
          issue(position, "compareAtPrice", productFormTexts.compareAtPrice);
        }
        if (size.sku && before.some((other) => other.sku === size.sku)) {
          issue(position, "sku", productFormTexts.repeatedSku);
        }
      });
    },
  );
