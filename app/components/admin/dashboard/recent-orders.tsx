import type { RecentOrder } from "#contracts/admin-dashboard.ts";
import { formatPrice } from "#contracts/money.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import { AdminPanel, PanelLink } from "../admin-panel";
import { OrderStatusBadge, OrderTotalAndStatus } from "../order-status-badge";

const cell = "px-3 py-3 text-left";

/**
 * The dashboard's Recent Orders (SPEC §2): the 5 newest, a table on wide screens and stacked
 * cards on phones; 'View All' goes to the orders tab.
 */
export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  return (
    <AdminPanel title="Recent Orders" action={<PanelLink to="/admin/orders">View All</PanelLink>}>
      {orders.length === 0 ? (
        <p className="py-6 text-sm text-taupe">No orders yet. New orders will appear here.</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full text-sm">
              <thead className="eyebrow border-b border-stone/70 text-[10px]">
                <tr>
                  <th scope="col" className={cell}>
                    Order ID
                  </th>
                  <th scope="col" className={cell}>
                    Customer
                  </th>
                  <th scope="col" className={cell}>
                    Date
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    Total
                  </th>
                  <th scope="col" className={cell}>
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone/50">
                {orders.map((order) => (
                  <tr key={order.id}>
                    <td className={`${cell} font-medium whitespace-nowrap text-espresso`}>
                      {order.id}
                    </td>
                    <td className={cell}>{order.customerName}</td>
                    <td className={`${cell} whitespace-nowrap text-taupe`}>
                      {formatOrderDate(order.createdAt)}
                    </td>
                    <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                      {formatPrice(order.total)}
                    </td>
                    <td className={cell}>
                      <OrderStatusBadge status={order.status} orderMethod={order.orderMethod} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label="Recent orders" className="divide-y divide-stone/50 sm:hidden">
            {orders.map((order) => (
              <li key={order.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-espresso">{order.id}</p>
                  <p className="truncate text-sm">{order.customerName}</p>
                  <p className="text-xs text-taupe">{formatOrderDate(order.createdAt)}</p>
                </div>
                <OrderTotalAndStatus
                  total={order.total}
                  status={order.status}
                  orderMethod={order.orderMethod}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPanel>
  );
}
