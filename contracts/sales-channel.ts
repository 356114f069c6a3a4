/**
 * Where staff made a sale they key in as a new order (decision 043): a WhatsApp or Instagram
 * chat, a phone call, or a customer in the shop.
 */
export const salesChannels = ["whatsapp", "instagram", "phone_call", "walk_in"] as const;

/** A staff-entered order's channel. */
export type SalesChannel = (typeof salesChannels)[number];

/** Each channel as staff read it. */
export const salesChannelLabels: Record<SalesChannel, string> = {
  whatsapp: "WhatsApp",
  instagram: "Instagram",
  phone_call: "Phone call",
  walk_in: "Walk-in",
};
