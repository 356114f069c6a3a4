import { describe, expect, test } from "vitest";
import type { z } from "zod/mini";
import { staffHome } from "./staff-roles";
import {
  accountTexts,
  landingAfterSignIn,
  LoginSchema,
  RegisterSchema,
  safeRedirect,
} from "./accounts";
import { issuesByName, refusalOf } from "./form-refusal";

/** A form as its page reads it (decision 052): the input, or the refusal's summary as `error`. */
function parseForm<T>(schema: z.ZodMiniType<T>, fields: unknown) {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { input: parsed.data };
  return { error: refusalOf(issuesByName(parsed.error.issues), "").summary };
}

const complete = {
  firstName: "Achieng",
  lastName: "Otieno",
  email: "achieng@example.com",
  phone: "0712345678",
  password: "secret1",
};

describe("registration rules (SPEC §5)", () => {
  test.each(Object.keys(complete))("a missing %s asks to fill out all fields", (field) => {
    expect(parseForm(RegisterSchema, { ...complete, [field]: "  " })).toEqual({
      error: accountTexts.registerRequired,
    });
  });
  test("an e-mail that does not look valid", () => {
    expect(parseForm(RegisterSchema, { ...complete, email: "achieng@" })).toEqual({
      error: "Please enter a valid email address",
    });
  });
  test("a password under 6 characters", () => {
    expect(parseForm(RegisterSchema, { ...complete, password: "12345" })).toEqual({
      error: "Password must be at least 6 characters long",
    });
  });
  test("a complete form passes, the e-mail lower-cased and the phone in E.164", () => {
    expect(parseForm(RegisterSchema, { ...complete, email: " Achieng@Example.com " })).toEqual({
      input: { ...complete, email: "achieng@example.com", phone: "+254712345678" },
    });
  });
  test("a phone the shop cannot read as Kenyan", () => {
    expect(parseForm(RegisterSchema, { ...complete, phone: "0812 345 678" })).toEqual({
      error: "Please enter a Kenyan phone number, such as 0712 345 678",
    });
  });
  test("too long a field is refused with its name", () => {
    expect(parseForm(RegisterSchema, { ...complete, firstName: "A".repeat(101) })).toEqual({
      error: "First name is too long (at most 100 characters)",
    });
  });
});

describe("redirects after login stay on the site", () => {
  test.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
    "/\t/evil",
  ])("%s lands on /", (target) => expect(safeRedirect(target)).toBe("/"));
  test("a local path with its query is kept", () => {
    expect(safeRedirect("/orders?page=2")).toBe("/orders?page=2");
  });
  test("without a page that sent them, an admin lands on the dashboard and a customer at home", () => {
    expect(landingAfterSignIn(null, "admin")).toBe("/admin");
    expect(landingAfterSignIn("//evil.example", "admin")).toBe("/admin");
    expect(landingAfterSignIn(null, "customer")).toBe("/");
    expect(landingAfterSignIn("/admin/orders?tab=delivered", "admin")).toBe(
      "/admin/orders?tab=delivered",
    );
    expect(landingAfterSignIn("/checkout", "customer")).toBe("/checkout");
  });
  test("a rider lands on their deliveries, an owner on the dashboard", () => {
    expect(landingAfterSignIn(null, "admin", staffHome("rider"))).toBe("/admin/deliveries");
    expect(landingAfterSignIn(null, "admin", staffHome("owner"))).toBe("/admin");
    expect(landingAfterSignIn("/admin/orders", "admin", staffHome("rider"))).toBe("/admin/orders");
  });
});

describe("account forms name a field holding a control character", () => {
  test.each([
    ["firstName", "First name"],
    ["lastName", "Last name"],
    ["email", "Email"],
    ["phone", "Phone"],
    ["password", "Password"],
  ])("registration: %s", (field, label) => {
    expect(parseForm(RegisterSchema, { ...complete, [field]: "a\u0000b" })).toEqual({
      error: `${label} contains characters that are not allowed`,
    });
  });
  test("login: a lone surrogate in the password", () => {
    expect(parseForm(LoginSchema, { email: "a@example.com", password: "x\udc00" })).toEqual({
      error: "Password contains characters that are not allowed",
    });
  });
});
