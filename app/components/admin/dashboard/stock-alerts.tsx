import { AlertTriangle } from "lucide-react";
import type { StockAlert } from "#contracts/admin-dashboard.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { withSizeLabel } from "#contracts/product-sizes.ts";
import { useStaffCan } from "#app/lib/admin/use-staff-can.ts";
import { AdminPanel, PanelLink } from "../admin-panel";
import { WaitingBadge } from "../products/waiting-badge";

const alertText = (alert: StockAlert) =>
  !alert.inStock ? "Out of stock" : `Only ${alert.stockLevel} left`;

/**
 * Alerts (SPEC §2/§9): sizes out of stock or with fewer than 5 left, the most urgent first,
 * with a way to the stock editor for a role that may use it (decision 072).
 */
export function StockAlerts({ alerts, alertCount }: { alerts: StockAlert[]; alertCount: number }) {
  const more = alertCount - alerts.length;
  const mayEditStock = useStaffCan("catalogue.manage");
  return (
    <AdminPanel
      title="Alerts"
      action={
        alertCount > 0 &&
        mayEditStock && <PanelLink to="/admin/products/update">Update Stock</PanelLink>
      }
    >
      {alerts.length === 0 ? (
        <p className="py-6 text-sm text-taupe">Every product is well stocked.</p>
      ) : (
        <ul aria-label="Low stock alerts" className="space-y-3">
          {alerts.map((alert) => (
            <li key={alert.sizeId} className="flex items-start gap-3">
              <AlertTriangle
                aria-hidden
                strokeWidth={1.5}
                className={`mt-0.5 size-4 shrink-0 ${alert.inStock ? "text-gold-dark" : "text-wine"}`}
              />
              <p className="min-w-0 text-sm">
                <span className="block truncate text-espresso">
                  {withSizeLabel(productDisplayName(alert.name), alert.sizeLabel)}
                </span>
                <span className={`text-xs ${alert.inStock ? "text-taupe" : "text-wine"}`}>
                  {alertText(alert)}
                </span>
                {alert.waiting > 0 && " "}
                <WaitingBadge waiting={alert.waiting} />
              </p>
            </li>
          ))}
          {more > 0 && <li className="pt-1 text-xs text-taupe">and {more} more</li>}
        </ul>
      )}
    </AdminPanel>
  );
}
