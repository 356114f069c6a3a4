import { expect, type Locator } from "@playwright/test";

/**
 * Expects a field marked as refused (decision 052): `aria-invalid`, its own message shown and
 * linked to it (aria-describedby).
 */
export async function expectRefused(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  const messageId = await field.getAttribute("aria-describedby");
  await expect(field.page().locator(`[id="${messageId}"]`)).toBeVisible();
}
