import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { accountFieldMaxLengths } from "#contracts/accounts.ts";
import { unstorableTextMessage } from "#contracts/storable-text.ts";
import { tooLongMessage } from "#contracts/text-limit.ts";
import { hasUnstorableCharacter } from "#contracts/text-characters.ts";

/** The code of the refusal of text the shop does not store. */
export const unstorableTextCode = "UNSTORABLE_TEXT";

/** The code of the refusal of a name or e-mail longer than the account forms take. */
const tooLongTextCode = "TEXT_TOO_LONG";

/**
 * Better Auth's own NOT NULL text columns: its update-user endpoint takes a null name and then
 * fails on the column (the shop's own fields have validators in auth.ts).
 */
const requiredTextFields = ["name", "email"];

/**
 * The longest name and e-mail Better Auth's own endpoints take, in characters, as the account
 * forms do (a name is 'first last'). Both go into the signed session cookie (decision 050): a
 * longer one made its Set-Cookie header larger than a client reads.
 */
const textFieldLimits = [
  ["name", "Name", accountFieldMaxLengths.firstName + 1 + accountFieldMaxLengths.lastName],
  ["email", "Email", accountFieldMaxLengths.email],
] as const;

/** The refusal of the first field of textFieldLimits over its limit in `body`, if any. */
function tooLongField(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  for (const [field, label, maxLength] of textFieldLimits) {
    const value = fields[field];
    if (typeof value === "string" && value.length > maxLength) {
      return tooLongMessage(label, maxLength);
    }
  }
  return undefined;
}

/** The first of requiredTextFields that `body` has, but not as text. */
function nonTextField(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  return requiredTextFields.find(
    (field) => field in body && typeof (body as Record<string, unknown>)[field] !== "string",
  );
}

/** The name of the first field of `value` (keys included) holding an unstorable character. */
function unstorableField(value: unknown, name: string): string | undefined {
  if (typeof value === "string") return hasUnstorableCharacter(value) ? name : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnstorableCharacter(key)) return "A field name";
    const found = unstorableField(item, key);
    if (found) return found;
  }
  return undefined;
}

/**
 * A Better Auth plugin refusing, before any endpoint or other hook runs, a request whose body,
 * query or path parameters hold NUL, another control character or a lone surrogate: 400 with
 * a message naming the field, instead of a query PostgreSQL fails on (decision 016); likewise a
 * name or e-mail that is not text, or longer than the account forms take. Better Auth's fields (names, e-mail, phone, passwords,
 * tokens, URLs) are all one-line text.
 */
export function storableInputGuard(): BetterAuthPlugin {
  return {
    id: "storable-input-guard",
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (context) => {
            const field = unstorableField(
              { body: context.body, query: context.query, params: context.params },
              "A field",
            );
            if (field) {
              throw new APIError("BAD_REQUEST", {
                code: unstorableTextCode,
                message: unstorableTextMessage(field),
              });
            }
            const missing = nonTextField(context.body);
            if (missing) {
              throw new APIError("BAD_REQUEST", {
                code: unstorableTextCode,
                message: `${missing} must be text`,
              });
            }
            const tooLong = tooLongField(context.body);
            if (tooLong) {
              throw new APIError("BAD_REQUEST", { code: tooLongTextCode, message: tooLong });
            }
          }),
        },
      ],
    },
  };
}
