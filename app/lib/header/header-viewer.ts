/**
 * The signed-in viewer as the header needs them (from the root loader): no id or e-mail, so a
 * catalogue page is the same for every customer with the same cart count (decision 023).
 */
export interface HeaderViewer {
  /** SPEC §6: a failure reading the role means not admin. */
  isAdmin: boolean;
}
