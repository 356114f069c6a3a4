import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { linkInNewestMail } from "./outbox";

const joinLink = /https?:\/\/[^\s"<>]+\/staff\/join\?token=[\w-]+/;

/**
 * On Admin → Staff (`owner` is there, signed in as the owner), invites `email` with the role
 * whose radio reads `role` ('Sales', 'Rider') and checks the notice (decision 072).
 */
export async function inviteStaff(owner: Page, email: string, role: string): Promise<void> {
  await owner.getByLabel("E-mail address").fill(email);
  await owner.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByRole("status")).toHaveText(
    `Invitation sent to ${email}. The link works for 3 days, once.`,
  );
}

/**
 * `invitee` (a fresh browser) opens the invitation link of the newest mail to `email`, checks it
 * names `role`, fills the names, phone and password and joins the team; the caller checks where
 * they land (their role's start).
 */
export async function joinTeam(
  invitee: Page,
  email: string,
  role: string,
  { firstName, lastName }: { firstName: string; lastName: string },
): Promise<void> {
  await expect.poll(() => linkInNewestMail(email, joinLink), { timeout: 20_000 }).toBeTruthy();
  const link = new URL(linkInNewestMail(email, joinLink)!);
  await invitee.goto(`${link.pathname}${link.search}`);
  await expect(invitee.getByText(`You are invited as ${role} with ${email}.`)).toBeVisible();
  await invitee.getByLabel("First name").fill(firstName);
  await invitee.getByLabel("Last name").fill(lastName);
  await invitee.getByLabel("Phone").fill("0722 000 444");
  await invitee.getByLabel("Password").fill("frangipani-4");
  await invitee.getByRole("button", { name: "Join the team" }).click();
}
