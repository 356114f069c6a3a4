import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { staffTexts } from "#contracts/staff.ts";
import type { StaffRole } from "#contracts/staff-roles.ts";
import { logIn } from "#server/accounts/account-forms.ts";
import { createOrPromoteAdmin } from "#server/accounts/admin-bootstrap.ts";
import { disabledAccountText } from "#server/accounts/staff/disabled-sign-in.ts";
import { acceptInvitation } from "#server/accounts/staff/invitation-acceptance.ts";
import { changeStaffRole, setStaffDisabled } from "#server/accounts/staff/staff-changes.ts";
import { inviteStaff, readInvitation } from "#server/accounts/staff/staff-invitations.ts";
import { readSessionUser } from "#server/accounts/viewer.ts";
import { session, user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { staffInvitation } from "#server/db/staff-schema.ts";
import { activity } from "#server/db/activity-schema.ts";
import { Refusal } from "#server/http/refusal.ts";
import { renderOutboxMail } from "#server/mail/mail-templates.ts";
import { makeBrowser } from "./support/accounts";
import { testServices } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await createOrPromoteAdmin(database.db, services().auth, "wanjiru@loris.example");
  const [row] = await database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "wanjiru@loris.example"));
  owner.userId = row!.id;
});
afterAll(() => database.close());

const services = () => testServices(database, { AUTH_RATE_LIMIT: "100" });
const config = { publicUrl: "https://loris.example", mailFrom: "shop@loris.example" };
const owner = { userId: "", name: "Wanjiru Kamau" };
const join = {
  firstName: "Baraka",
  lastName: "Otieno",
  phone: "+254722000111",
  password: "jasmine-9",
};

const newAddress = () => `staff.${randomBytes(4).toString("hex")}@example.co.ke`;

/** Invites `email` as `role`; the token from the link in the queued e-mail. */
async function invite(email: string, role: StaffRole = "sales"): Promise<string> {
  await inviteStaff(database.db, { email, staffRole: role, invitedBy: owner }, config);
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, "staff-invitation")))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return new URL((mail!.payload as { join_url: string }).join_url).searchParams.get("token")!;
}

/** The refusal `work` ends with: its status and text. */
async function refusalOf(work: Promise<unknown>) {
  const error: unknown = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

/** Signs `email` in; the session's user as the admin guard reads it, or the refusal's text. */
async function signIn(email: string, password: string) {
  const browser = makeBrowser();
  const result = await logIn(services(), browser.request(), { email, password });
  if (!result.ok) return { error: result.error };
  browser.keep(result.cookies);
  return { user: await readSessionUser(browser.request(), services()), browser };
}

describe(`staff invitations on ${testDatabaseKind} (decision 072)`, () => {
  test("the e-mailed link lets the invitee choose a password and sign in with the role", async () => {
    const email = newAddress();
    const token = await invite(email, "sales");
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email));
    const rendered = await renderOutboxMail(mail!.template, mail!.payload);
    expect(rendered.subject).toBe("You are invited to the Loris team");
    expect(rendered.text).toContain("Wanjiru Kamau invites you to the Loris team as Sales");
    expect(await readInvitation(database.db, token)).toEqual({
      state: "valid",
      email,
      staffRole: "sales",
    });

    expect(await acceptInvitation(database.db, services().auth, token, join)).toEqual({
      email,
      staffRole: "sales",
    });
    const signedIn = await signIn(email, join.password);
    expect(signedIn.user).toMatchObject({
      email,
      firstName: "Baraka",
      role: "admin",
      staffRole: "sales",
    });
  });

  test("a used, expired, withdrawn or forged link is refused and writes nothing", async () => {
    const used = await invite(newAddress());
    await acceptInvitation(database.db, services().auth, used, join);
    expect(await refusalOf(acceptInvitation(database.db, services().auth, used, join))).toEqual({
      status: 409,
      message: staffTexts.linkUsed,
    });

    const expiredEmail = newAddress();
    const expired = await invite(expiredEmail);
    const later = new Date(Date.now() + 73 * 60 * 60 * 1000);
    expect(
      await refusalOf(acceptInvitation(database.db, services().auth, expired, join, later)),
    ).toEqual({ status: 409, message: staffTexts.linkExpired });

    const withdrawnEmail = newAddress();
    const first = await invite(withdrawnEmail);
    await invite(withdrawnEmail, "manager");
    expect(await refusalOf(acceptInvitation(database.db, services().auth, first, join))).toEqual({
      status: 409,
      message: staffTexts.linkRevoked,
    });

    const forged = randomBytes(32).toString("base64url");
    expect(await refusalOf(acceptInvitation(database.db, services().auth, forged, join))).toEqual({
      status: 404,
      message: staffTexts.linkInvalid,
    });
    expect(await readInvitation(database.db, "../../etc")).toEqual({ state: "invalid" });

    const unjoined = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, expiredEmail));
    expect(unjoined).toEqual([]);
  });

  test("the same link opened twice at once makes one staff member; the other is refused", async () => {
    const email = newAddress();
    const token = await invite(email, "rider");
    const outcomes = await Promise.allSettled([
      acceptInvitation(database.db, services().auth, token, join),
      acceptInvitation(database.db, services().auth, token, { ...join, firstName: "Other" }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(Refusal);
    const accounts = await database.db.select().from(user).where(eq(user.email, email));
    expect(accounts.map((account) => account.staffRole)).toEqual(["rider"]);
  });

  test("an address already on the team is not invited again", async () => {
    const email = newAddress();
    await acceptInvitation(database.db, services().auth, await invite(email), join);
    expect(
      await refusalOf(
        inviteStaff(database.db, { email, staffRole: "manager", invitedBy: owner }, config),
      ),
    ).toEqual({ status: 409, message: staffTexts.alreadyStaff });
    const pending = await database.db
      .select()
      .from(staffInvitation)
      .where(eq(staffInvitation.email, email));
    expect(pending).toHaveLength(1);
  });
});

describe(`staff changes on ${testDatabaseKind} (decision 072)`, () => {
  /** A new enabled owner, signed in nowhere; their id. */
  async function newOwner(): Promise<string> {
    const email = newAddress();
    await createOrPromoteAdmin(database.db, services().auth, email);
    const [row] = await database.db.select().from(user).where(eq(user.email, email));
    return row!.id;
  }

  test("disabling ends the sessions at once and refuses sign-in; enabling lets them back", async () => {
    const email = newAddress();
    await acceptInvitation(database.db, services().auth, await invite(email), join);
    const signedIn = await signIn(email, join.password);
    const [member] = await database.db.select().from(user).where(eq(user.email, email));

    await setStaffDisabled(database.db, member!.id, true, owner);
    expect(await readSessionUser(signedIn.browser!.request(), services())).toBeUndefined();
    expect(await database.db.select().from(session).where(eq(session.userId, member!.id))).toEqual(
      [],
    );
    expect(await signIn(email, join.password)).toEqual({ error: disabledAccountText });

    await setStaffDisabled(database.db, member!.id, false, owner);
    expect((await signIn(email, join.password)).user).toMatchObject({ staffRole: "sales" });
  });

  test("the last enabled owner can be neither demoted nor disabled", async () => {
    await database.db
      .update(user)
      .set({ disabledAt: new Date() })
      .where(eq(user.staffRole, "owner"));
    const only = await newOwner();
    expect(await refusalOf(changeStaffRole(database.db, only, "manager", owner))).toEqual({
      status: 409,
      message: staffTexts.lastOwner,
    });
    expect(await refusalOf(setStaffDisabled(database.db, only, true, owner))).toEqual({
      status: 409,
      message: staffTexts.lastOwner,
    });
    const second = await newOwner();
    expect(await changeStaffRole(database.db, only, "manager", owner)).toEqual({
      name: "Loris Admin",
    });
    expect(await refusalOf(setStaffDisabled(database.db, second, true, owner))).toMatchObject({
      status: 409,
    });
  });

  test("two owners demoting each other at once leave one owner", async () => {
    await database.db
      .update(user)
      .set({ disabledAt: new Date() })
      .where(eq(user.staffRole, "owner"));
    const [first, second] = [await newOwner(), await newOwner()];
    const outcomes = await Promise.allSettled([
      changeStaffRole(database.db, first, "sales", owner),
      changeStaffRole(database.db, second, "sales", owner),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const owners = await database.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.staffRole, "owner")));
    expect(owners.filter(({ id }) => id === first || id === second)).toHaveLength(1);
  });

  test("invitations, joining, role changes, disabling and staff sign-ins are on the activity trail", async () => {
    const email = newAddress();
    await acceptInvitation(database.db, services().auth, await invite(email, "sales"), join);
    const [member] = await database.db.select().from(user).where(eq(user.email, email));
    await changeStaffRole(database.db, member!.id, "manager", owner);
    await setStaffDisabled(database.db, member!.id, true, owner);
    await setStaffDisabled(database.db, member!.id, false, owner);
    await signIn(email, join.password);

    const trail = await database.db
      .select()
      .from(activity)
      .where(eq(activity.subjectType, "user"))
      .orderBy(activity.id);
    const about = trail.filter(({ subjectId }) => subjectId === email || subjectId === member!.id);
    expect(about.map(({ kind, actorName, summary }) => ({ kind, actorName, summary }))).toEqual([
      { kind: "staff.invited", actorName: "Wanjiru Kamau", summary: `${email} invited as Sales` },
      {
        kind: "staff.joined",
        actorName: "Baraka Otieno",
        summary: "Baraka Otieno joined as Sales",
      },
      {
        kind: "staff.role_changed",
        actorName: "Wanjiru Kamau",
        summary: "Baraka Otieno is now Manager",
      },
      { kind: "staff.disabled", actorName: "Wanjiru Kamau", summary: "Baraka Otieno disabled" },
      { kind: "staff.enabled", actorName: "Wanjiru Kamau", summary: "Baraka Otieno enabled" },
      { kind: "sign_in", actorName: "Baraka Otieno", summary: "Baraka Otieno signed in" },
    ]);
    expect(about[2]).toMatchObject({ before: { role: "sales" }, after: { role: "manager" } });
  });
});
