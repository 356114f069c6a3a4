// Apart from the saved address's schema: My Account's fields size themselves without zod.

/** How many delivery addresses an account keeps (docs/decisions/068-returning-customers.md). */
export const savedAddressLimit = 10;

/** The longest label, in characters ("Home", "Office", "Mum's place"). */
export const savedAddressLabelMaxLength = 40;
