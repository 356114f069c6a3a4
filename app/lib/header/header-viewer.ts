/** The signed-in user as the header and the cart need them (from the root loader). */
export interface HeaderViewer {
  id: string;
  email: string;
  /** SPEC §6: a failure reading the role means not admin. */
  isAdmin: boolean;
}
