import { agreedPriceFieldOf, agreedPriceTexts } from "#contracts/agreed-price.ts";
import { formatPrice } from "#contracts/money.ts";
import {
  lineKey,
  quantityFieldOf,
  type StaffDraftLine,
  type StaffProductChoice,
} from "#contracts/staff-order.ts";
import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";
import { controlClass } from "../../products/form/form-field";

const smallButton =
  "h-9 border border-espresso px-3 text-xs tracking-[0.12em] uppercase text-espresso hover:bg-espresso hover:text-ivory disabled:border-stone disabled:text-taupe disabled:hover:bg-transparent";

/**
 * The new order's products (decision 043): a search by name whose results offer each size with
 * its price and stock to Add, and the lines so far with their quantity and Remove. Every button
 * submits the page's form (GET), so it works before and without scripts. Each line takes the
 * price agreed with the customer under its catalogue price (decision 070). A refused quantity
 * or agreed price (`refused`, by quantityFieldOf and agreedPriceFieldOf) is marked with its
 * message (decision 052).
 */
export function NewOrderProducts({
  search,
  products,
  lines,
  refused = {},
}: {
  search: string;
  products: StaffProductChoice[];
  lines: StaffDraftLine[];
  refused?: Record<string, string>;
}) {
  return (
    <section aria-labelledby="new-order-products" className="space-y-5">
      <h2 id="new-order-products" className="font-display text-2xl text-espresso">
        Products
      </h2>
      <div className="flex gap-2">
        <label htmlFor="new-order-search" className="sr-only">
          Find a product by name
        </label>
        <input
          id="new-order-search"
          name="q"
          type="search"
          defaultValue={search}
          maxLength={100}
          placeholder="Find a product by name"
          className={`${controlClass} mt-0 h-10 border-stone`}
        />
        <button type="submit" className={`${smallButton} h-10`}>
          Find
        </button>
      </div>
      {search && products.length === 0 && (
        <p className="text-sm text-taupe">No product is named like “{search}”.</p>
      )}
      {products.length > 0 && (
        <ul aria-label="Products found" className="divide-y divide-stone/60 border border-stone/60">
          {products.map((product) => (
            <li key={product.id} className="p-3">
              <p className="text-sm text-espresso">{product.name}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {product.sizes.map((size) => (
                  <li key={size.id}>
                    <button
                      type="submit"
                      name="add"
                      value={lineKey({ productId: product.id, sizeId: size.id })}
                      disabled={!size.inStock}
                      aria-label={`Add ${product.name} ${size.label}`}
                      className={`${smallButton} tracking-normal normal-case`}
                    >
                      {size.label} · {formatPrice(size.price)}
                      {size.inStock
                        ? size.stockLevel !== null && ` · ${size.stockLevel} left`
                        : " · Out of stock"}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <DraftLines lines={lines} refused={refused} />
    </section>
  );
}

function DraftLines({
  lines,
  refused,
}: {
  lines: StaffDraftLine[];
  refused: Record<string, string>;
}) {
  if (lines.length === 0) {
    return <p className="text-sm text-taupe">No products yet: find one above and add it.</p>;
  }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Order lines</caption>
      <thead>
        <tr className="border-b border-stone text-left text-xs text-taupe">
          <th scope="col" className="py-2 font-normal">
            Item
          </th>
          <th scope="col" className="py-2 text-right font-normal">
            Price
          </th>
          <th scope="col" className="py-2 text-right font-normal">
            Quantity
          </th>
          <th scope="col" className="py-2 font-normal">
            <span className="sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const key = lineKey(line);
          const label = `${line.name} ${line.sizeLabel}`;
          const error = refused[quantityFieldOf(key)];
          const errorId = `quantity-error-${key}`;
          const priceError = refused[agreedPriceFieldOf(key)];
          const priceErrorId = `agreed-price-error-${key}`;
          return (
            <tr key={key} className="border-b border-stone/50">
              <td className="py-2 pr-3 wrap-anywhere">
                {label}
                {!line.inStock && <span className="block text-xs text-wine">Out of stock</span>}
                <input type="hidden" name="line" value={key} />
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">
                <span className="whitespace-nowrap">{formatPrice(line.price)}</span>
                <input
                  key={`${key}-${line.agreedPrice ?? ""}`}
                  name="agreedPrice"
                  inputMode="numeric"
                  maxLength={9}
                  defaultValue={line.agreedPrice ?? ""}
                  placeholder={agreedPriceTexts.priceHeading}
                  aria-label={agreedPriceTexts.priceLabel(label)}
                  className={`${controlClass} h-9 w-28 border-stone text-right`}
                  {...fieldErrorProps(priceErrorId, priceError)}
                />
                <FieldError id={priceErrorId} message={priceError} />
              </td>
              <td className="py-2 pr-3 text-right">
                <input
                  key={`${key}-${line.quantity}`}
                  name="quantity"
                  type="number"
                  min={1}
                  max={99}
                  defaultValue={line.quantity}
                  aria-label={`Quantity of ${label}`}
                  className={`${controlClass} mt-0 h-9 w-20 border-stone text-right`}
                  {...fieldErrorProps(errorId, error)}
                />
                <FieldError id={errorId} message={error} />
              </td>
              <td className="py-2 text-right">
                <button
                  type="submit"
                  name="remove"
                  value={key}
                  aria-label={`Remove ${label}`}
                  className="text-xs text-taupe underline underline-offset-4 hover:text-wine"
                >
                  Remove
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
