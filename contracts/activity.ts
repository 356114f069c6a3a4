/**
 * The activity trail's kinds, one fixed list (DESIGN §5 "Team", docs/decisions/074-activity-trail.md):
 * what staff (or the shop itself) did, each with the words the Activity page shows. The staff.*
 * and sign_in kinds are written by staff accounts.
 */
export const activityKindLabels = {
  "order.status": "Order status",
  "order.payment_recorded": "Payment recorded",
  "payment.attached": "Payment attached",
  "order.refunded": "Order refunded",
  "order.returned": "Order returned",
  "order.items_changed": "Order items changed",
  "order.created": "Order created by staff",
  "product.created": "Product created",
  "product.edited": "Product edited",
  "product.price": "Product price",
  "product.deleted": "Product deleted",
  "settings.changed": "Settings changed",
  "discount.created": "Discount created",
  "discount.ended": "Discount ended",
  "brand.created": "Brand created",
  "brand.edited": "Brand edited",
  "brand.deleted": "Brand deleted",
  "category.changed": "Categories changed",
  "delivery.changed": "Delivery changed",
  "staff.invited": "Staff invited",
  "staff.role_changed": "Staff role changed",
  "staff.invitation_withdrawn": "Staff invitation withdrawn",
  "staff.joined": "Staff joined",
  "staff.disabled": "Staff disabled",
  "staff.enabled": "Staff enabled",
  sign_in: "Signed in",
} as const;

/** One kind of activity entry. */
export type ActivityKind = keyof typeof activityKindLabels;

/** Every kind, in the list's order. */
export const activityKinds = Object.keys(activityKindLabels) as ActivityKind[];

/** What an entry is about: an order id, product id, setting key, discount code, user id, … */
export const activitySubjectTypes = [
  "order",
  "product",
  "setting",
  "discount",
  "brand",
  "category",
  "delivery_zone",
  "user",
  "payment",
] as const;

/** One subject type. */
export type ActivitySubjectType = (typeof activitySubjectTypes)[number];

/** The longest summary kept (characters); longer ones are cut with an ellipsis. */
export const maxActivitySummaryLength = 300;

/** One trail entry as admin pages show it (dates as the loader's JSON sends them). */
export interface ActivityEntryView {
  id: number;
  createdAt: Date | string;
  actorName: string;
  kind: string;
  subjectType: string;
  subjectId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
