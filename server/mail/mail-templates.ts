import { z } from "zod";
import { orderConfirmationTemplate, OrderConfirmationPayloadSchema } from "./order-confirmation";
import { renderOrderConfirmation, type RenderedEmail } from "./templates/order-confirmation-email";

/** A rendered outbox message, with the address replies should go to. */
export interface OutboxMail extends RenderedEmail {
  replyTo: string;
}

const renderers: Record<string, (payload: unknown) => Promise<OutboxMail>> = {
  [orderConfirmationTemplate]: async (payload) => {
    const parsed = OrderConfirmationPayloadSchema.safeParse(payload);
    if (!parsed.success) {
      throw new Error(
        `Invalid ${orderConfirmationTemplate} payload: ${z.prettifyError(parsed.error)}`,
      );
    }
    return { ...(await renderOrderConfirmation(parsed.data)), replyTo: parsed.data.reply_to };
  },
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
