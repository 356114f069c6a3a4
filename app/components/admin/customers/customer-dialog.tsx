import { Dialog } from "radix-ui";
import { customerDisplayName, type CustomerDetails } from "#contracts/admin-customers.ts";
import { formatJoinedDate } from "#contracts/calendar-date.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { formatPrice } from "#contracts/money.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import { OrderTotalAndStatus } from "../order-status-badge";
import { DialogCloseButton } from "../../ui/dialog-close-button";

/**
 * A customer's details (SPEC §2 Customers): contact details, lifetime value and their orders,
 * newest first; a guest (no account, decision 041) says so, and joined at their first order.
 * Radix Dialog: focus kept inside, Escape and the close button close it.
 */
export function CustomerDialog({
  customer,
  onClose,
}: {
  customer: CustomerDetails;
  onClose(): void;
}) {
  const name = customerDisplayName(customer);
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-espresso/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto bg-ivory p-6 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(40rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-8">
          <p className="eyebrow">{customer.hasAccount ? "Customer" : "Guest customer"}</p>
          <Dialog.Title className="mt-1 pr-10 font-display text-3xl text-espresso">
            {name}
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            Contact details and orders of {name}.
          </Dialog.Description>
          <dl className="mt-6 grid grid-cols-1 gap-4 border-y border-stone/70 py-5 text-sm sm:grid-cols-2">
            <Detail label="Email">
              {customer.email ? (
                <a href={`mailto:${customer.email}`} className="break-all hover:text-gold-dark">
                  {customer.email}
                </a>
              ) : (
                "—"
              )}
            </Detail>
            <Detail label="Phone">
              {customer.phone ? (
                <a
                  href={`tel:${customer.phone.replace(/[^\d+]/g, "")}`}
                  className="hover:text-gold-dark"
                >
                  {formatKenyanPhone(customer.phone)}
                </a>
              ) : (
                "—"
              )}
            </Detail>
            <Detail label={customer.hasAccount ? "Joined" : "First Order"}>
              {formatJoinedDate(customer.joinedAt)}
            </Detail>
            <Detail label="Last Order">
              {customer.lastOrderAt ? formatJoinedDate(customer.lastOrderAt) : "—"}
            </Detail>
            <Detail label="Lifetime Value">{formatPrice(customer.lifetimeValue)}</Detail>
          </dl>
          <h3 className="mt-6 mb-3 font-display text-xl text-espresso">
            Orders ({customer.orderCount})
          </h3>
          {customer.orders.length === 0 ? (
            <p className="text-sm text-taupe">No orders yet.</p>
          ) : (
            <ul aria-label="Orders" className="divide-y divide-stone/50">
              {customer.orders.map((order) => (
                <li key={order.id} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-espresso">{order.id}</p>
                    <p className="text-xs text-taupe">
                      {formatOrderDate(order.createdAt)} · {order.itemCount}{" "}
                      {order.itemCount === 1 ? "item" : "items"}
                    </p>
                  </div>
                  <OrderTotalAndStatus
                    total={order.total}
                    status={order.status}
                    orderMethod={order.orderMethod}
                  />
                </li>
              ))}
            </ul>
          )}
          <DialogCloseButton className="absolute top-4 right-4 grid size-10 place-items-center text-ink hover:text-gold-dark" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="eyebrow text-[10px]">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
