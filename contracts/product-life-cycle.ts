/** What staff read about a product's life cycle (docs/decisions/061-product-life-cycle.md). */
export const productLifeCycleTexts = {
  archive: "Archive product",
  restore: "Restore",
  delete: "Delete product",
  archiveQuestion: "Archive this product?",
  archiveExplained:
    "It disappears from the shop, carts and search at once. Past orders keep reading it, and Restore brings it back.",
  deleteQuestion: "Delete this product for good?",
  deleteExplained: "It has never been sold, so nothing else needs it. This cannot be undone.",
  deleteSold:
    "This product has been ordered, so it cannot be deleted: archive it instead to hide it from the shop.",
  archivedBadge: "Archived",
  archivedNote: "Archived: hidden from the shop, kept for past orders.",
  archived: "Product archived",
  restored: "Product restored to the shop",
  deleted: "Product deleted",
} as const;

/** Edit product's life-cycle buttons (decision 061): one `intent` per post, beside the form's save. */
export const productLifeCycleIntents = ["archive", "restore", "delete"] as const;

/** A life-cycle change staff asked for. */
export type ProductLifeCycleIntent = (typeof productLifeCycleIntents)[number];

/** Whether a posted `intent` is a life-cycle change. */
export const isLifeCycleIntent = (intent: unknown): intent is ProductLifeCycleIntent =>
  productLifeCycleIntents.some((known) => known === intent);

/** Admin → Settings' demo catalogue removal (decision 061), with how many demo products are left. */
export const demoCatalogueTexts = {
  heading: "Demo catalogue",
  remove: "Remove demo catalogue",
  explained: (count: number) =>
    `The shop still shows ${count} demo ${count === 1 ? "product" : "products"} seeded on its first start.`,
  question: (count: number) => `Remove the ${count} demo ${count === 1 ? "product" : "products"}?`,
  consequence:
    "Demo products never ordered are deleted; those ordered are archived so past orders still read them. Demo brands left without products go too. Your own products stay.",
  removed: (deleted: number, archived: number) =>
    `Demo catalogue removed: ${deleted} deleted, ${archived} archived.`,
} as const;
