/** SPEC §6/§8: shown, with Try Again, when the admin check itself fails. */
export const permissionCheckFailed = "Failed to verify permissions. Please try again.";
