import { z } from "zod";
import { orderConfirmationTemplate, OrderConfirmationPayloadSchema } from "./order-confirmation";
import { dailyDigestTemplate, DailyDigestPayloadSchema } from "./daily-digest";
import { emailProofTemplate, EmailProofPayloadSchema } from "./email-proof";
import { orderAlertTemplate, OrderAlertPayloadSchema } from "./order-alert";
import { orderUpdateTemplate, OrderUpdatePayloadSchema } from "./order-update";
import { renderDailyDigest } from "./templates/daily-digest-email";
import { renderEmailProof } from "./templates/email-proof-email";
import { passwordResetTemplate, PasswordResetPayloadSchema } from "./password-reset";
import { renderOrderAlert } from "./templates/order-alert-email";
import { renderOrderConfirmation, type RenderedEmail } from "./templates/order-confirmation-email";
import { renderOrderUpdate } from "./templates/order-update-email";
import { renderPasswordReset } from "./templates/password-reset-email";
import { marketingMailTemplate, MarketingMailPayloadSchema } from "./marketing-mail";
import { renderMarketingMail } from "./templates/marketing-email";
import { staffInvitationTemplate, StaffInvitationPayloadSchema } from "./staff-invitation";
import { renderStaffInvitation } from "./templates/staff-invitation-email";
import { orderRefundTemplate, OrderRefundPayloadSchema } from "./order-refund";
import { renderOrderRefund } from "./templates/order-refund-email";

/** A rendered outbox message, with the address replies should go to. */
export interface OutboxMail extends RenderedEmail {
  replyTo: string;
}

/** A renderer from a payload checked against `schema`. */
function renderer<T extends { reply_to: string }>(
  template: string,
  schema: z.ZodType<T>,
  render: (payload: T) => Promise<RenderedEmail>,
): (payload: unknown) => Promise<OutboxMail> {
  return async (payload) => {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new Error(`Invalid ${template} payload: ${z.prettifyError(parsed.error)}`);
    }
    return { ...(await render(parsed.data)), replyTo: parsed.data.reply_to };
  };
}

const renderers: Record<string, (payload: unknown) => Promise<OutboxMail>> = {
  [orderConfirmationTemplate]: renderer(
    orderConfirmationTemplate,
    OrderConfirmationPayloadSchema,
    renderOrderConfirmation,
  ),
  [dailyDigestTemplate]: renderer(dailyDigestTemplate, DailyDigestPayloadSchema, renderDailyDigest),
  [orderAlertTemplate]: renderer(orderAlertTemplate, OrderAlertPayloadSchema, renderOrderAlert),
  [orderUpdateTemplate]: renderer(orderUpdateTemplate, OrderUpdatePayloadSchema, renderOrderUpdate),
  [passwordResetTemplate]: renderer(
    passwordResetTemplate,
    PasswordResetPayloadSchema,
    renderPasswordReset,
  ),
  [emailProofTemplate]: renderer(emailProofTemplate, EmailProofPayloadSchema, renderEmailProof),
  [marketingMailTemplate]: renderer(
    marketingMailTemplate,
    MarketingMailPayloadSchema,
    renderMarketingMail,
  ),
  [staffInvitationTemplate]: renderer(
    staffInvitationTemplate,
    StaffInvitationPayloadSchema,
    renderStaffInvitation,
  ),
  [orderRefundTemplate]: renderer(orderRefundTemplate, OrderRefundPayloadSchema, renderOrderRefund),
};

/**
 * Renders an outbox row's message by its `template` name from its JSON `payload`.
 * @throws Error for an unknown template or a payload that does not fit it.
 */
export async function renderOutboxMail(template: string, payload: unknown): Promise<OutboxMail> {
  const render = Object.hasOwn(renderers, template) ? renderers[template] : undefined;
  if (!render) throw new Error(`Unknown mail template "${template}"`);
  return render(payload);
}
