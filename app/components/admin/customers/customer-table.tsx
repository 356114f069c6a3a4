import { Link } from "react-router";
import { customerDisplayName, type CustomerRow } from "#contracts/admin-customers.ts";
import type { CustomerListQuery } from "#contracts/admin-customer-query.ts";
import { formatPrice } from "#contracts/money.ts";
import { formatJoinedDate } from "#contracts/calendar-date.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { customerListHref } from "#app/lib/admin/customer-list-url.ts";
import { SortHeader } from "./sort-header";

const cell = "px-3 py-3.5 text-left";
const viewLink = "text-xs tracking-widest text-gold-dark uppercase hover:text-espresso";

/**
 * The customers: a table with sortable Customer, Joined and Lifetime Value columns on wide
 * screens, stacked cards on phones; each opens the customer's details dialog. A guest (no
 * account, decision 041) says so under their name.
 */
export function CustomerTable({
  customers,
  query,
}: {
  customers: CustomerRow[];
  query: CustomerListQuery;
}) {
  const detailsHref = (key: string) => customerListHref(query, { customer: key });
  return (
    <>
      <div className="hidden border border-stone/70 bg-white/60 md:block">
        <table className="w-full text-sm">
          <thead className="eyebrow border-b border-stone/70 text-[10px]">
            <tr>
              <SortHeader query={query} sort="customer" label="Customer" className="text-left" />
              <th scope="col" className={cell}>
                Phone
              </th>
              <SortHeader query={query} sort="joined" label="Joined" className="text-left" />
              <th scope="col" className={`${cell} text-right`}>
                Orders
              </th>
              <SortHeader
                query={query}
                sort="value"
                label="Lifetime Value"
                className="text-right"
              />
              <th scope="col" className={cell}>
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone/50">
            {customers.map((customer) => (
              <tr key={customer.key}>
                <td className={cell}>
                  <p className="font-medium text-espresso">{customerDisplayName(customer)}</p>
                  <p className="text-xs text-taupe">{customerSubline(customer)}</p>
                </td>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>
                  {customer.phone ? formatKenyanPhone(customer.phone) : "—"}
                </td>
                <td className={`${cell} whitespace-nowrap text-taupe`}>
                  {formatJoinedDate(customer.joinedAt)}
                </td>
                <td className={`${cell} text-right tabular-nums`}>
                  {customer.orderCount}
                  {customer.lastOrderAt && (
                    <span className="block text-xs whitespace-nowrap text-taupe">
                      Last {formatJoinedDate(customer.lastOrderAt)}
                    </span>
                  )}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {formatPrice(customer.lifetimeValue)}
                </td>
                <td className={`${cell} text-right`}>
                  <Link
                    to={detailsHref(customer.key)}
                    preventScrollReset
                    aria-label={`View ${customerDisplayName(customer)}`}
                    className={viewLink}
                  >
                    View
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Customers" className="space-y-3 md:hidden">
        {customers.map((customer) => (
          <li key={customer.key} className="border border-stone/70 bg-white/60 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-espresso">
                  {customerDisplayName(customer)}
                </p>
                <p className="truncate text-xs text-taupe">
                  {customerSubline(customer, { withPhone: true })}
                </p>
              </div>
              <Link
                to={detailsHref(customer.key)}
                preventScrollReset
                aria-label={`View ${customerDisplayName(customer)}`}
                className={`${viewLink} shrink-0 py-1`}
              >
                View
              </Link>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-xs sm:grid-cols-4">
              <div>
                <dt className="text-taupe">Joined</dt>
                <dd>{formatJoinedDate(customer.joinedAt)}</dd>
              </div>
              <div>
                <dt className="text-taupe">Last Order</dt>
                <dd>{customer.lastOrderAt ? formatJoinedDate(customer.lastOrderAt) : "—"}</dd>
              </div>
              <div>
                <dt className="text-taupe">Orders</dt>
                <dd className="tabular-nums">{customer.orderCount}</dd>
              </div>
              <div>
                <dt className="text-taupe">Lifetime Value</dt>
                <dd className="tabular-nums">{formatPrice(customer.lifetimeValue)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What shows under a customer's name: 'Guest' when they have no account (unless the name already
 * says so), then the e-mail, or (on phones, where there is no Phone column) the phone.
 */
function customerSubline(customer: CustomerRow, { withPhone = false } = {}): string {
  const contact =
    customer.email ?? (withPhone && customer.phone ? formatKenyanPhone(customer.phone) : null);
  const isGuestShown = !customer.hasAccount && customer.name !== null;
  return [isGuestShown ? "Guest" : null, contact].filter(Boolean).join(" · ");
}
