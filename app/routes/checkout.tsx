import { randomBytes } from "node:crypto";
import { ShoppingBag } from "lucide-react";
import { useState } from "react";
import { data, Link, redirect } from "react-router";
import { CheckoutFormSchema, checkoutFieldsOf, checkoutTexts } from "#contracts/checkout.ts";
import type { DeliveryChoiceKey } from "#contracts/delivery.ts";
import { readCheckoutContact } from "#server/accounts/checkout-contact.ts";
import {
  applySavedAddressChoice,
  readCheckoutAddresses,
  rememberCheckoutAddress,
} from "#server/accounts/saved-addresses/checkout-addresses.ts";
import { getViewer } from "#server/accounts/viewer.ts";
import { cartMarkCookie } from "#server/cart/cart-mark.ts";
import { readCart } from "#server/cart/cart-queries.ts";
import { cartOwnerFor } from "#server/cart/cart-visitor.ts";
import { joinRefusals, readSubmission } from "#server/http/form-submission.ts";
import { GiftFormSchema, giftFieldsOf } from "#contracts/gift-form.ts";
import { refusalInit } from "#server/http/refusal.ts";
import { readForm } from "#server/http/request-body.ts";
import { previewCartDiscount } from "#server/discounts/cart-discount-code.ts";
import { answerCheckoutCode, codeBuyerOf } from "#server/discounts/checkout-code.ts";
import { placeCartOrder } from "#server/orders/cart-order.ts";
import { checkoutDelivery } from "#server/orders/checkout-delivery.ts";
import { offeredDeliveryZones } from "#server/delivery/delivery-zone-queries.ts";
import { rememberPlacedOrder } from "#server/orders/placed-orders-cookie.ts";
import { getServices, type AppServices } from "#server/services.ts";
import { CartLines } from "../components/checkout/cart-lines";
import { CheckoutForm } from "../components/checkout/checkout-form";
import { DiscountCodeForm } from "../components/checkout/discount-code-form";
import { OrderSummary } from "../components/checkout/order-summary";
import { useAnswerRefusal } from "../lib/form/use-answer-refusal";
import type { Route } from "./+types/checkout";
import { grantMarketingConsent, isConsentTicked } from "#server/marketing/marketing-consent.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Checkout | Loris" },
  {
    name: "description",
    content: "Your Loris cart: order on the website or over WhatsApp, delivered across Kenya.",
  },
  // A cart page has nothing for a search engine: kept out of the index on purpose
  // (decision 011 notes the SEO score this costs).
  { name: "robots", content: "noindex" },
];

/**
 * A refused checkout's Retry-After (429) reaches a browser that posted the form without scripts
 * too: a document's headers otherwise carry only the action's cookies.
 */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const merged = new Headers(parentHeaders);
  const wait = actionHeaders.get("Retry-After");
  if (wait) merged.set("Retry-After", wait);
  return merged;
};

/**
 * The visitor's cart priced from the catalogue, the delivery fees, the contact the form starts
 * with (a signed-in customer's profile and default saved address, decision 068), their saved
 * addresses and a fresh idempotency key: the page paints complete from the first response
 * (decision 019).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db, config, secret, settings } = services;
  const { user } = await getViewer(request, services);
  const cart = await readCart(db, await cartOwnerFor(user, request, secret));
  const { savedAddresses, choice, startFields } = await readCheckoutAddresses(db, user?.id);
  // The fees in force (decision 044): a change in Settings shows on the next load.
  const shop = await settings.current();
  // The code kept on the cart, priced by the server (decision 064).
  const discount = await previewCartDiscount(db, {
    code: cart.discountCode,
    cartId: cart.id,
    buyer: codeBuyerOf(user),
    shippingFees: shop.shippingFees,
    now: new Date(),
  });
  return {
    lines: cart.lines,
    count: cart.count,
    // Each zone's fee for this cart, free from its amount (decisions 065, 082).
    delivery: checkoutDelivery(cart.lines, discount, shop, await offeredDeliveryZones(db)),
    // Decision 071: 0 = wrapping not offered.
    giftWrappingPrice: shop.giftWrappingPrice,
    discount,
    contact: user ? { ...(await readCheckoutContact(services, user.id)), ...startFields } : {},
    savedAddresses,
    savedAddressChoice: choice,
    idempotencyKey: randomBytes(16).toString("hex"),
    /** Decision 020: 'Pay now with M-PESA' is offered only when the shop has set M-PESA up. */
    isMpesaOffered: config.mpesa !== undefined,
  };
}

/**
 * POST /checkout (SPEC §2/§5, decisions 019 and 030): the one place an order is placed — from
 * the visitor's server cart, by placeCartOrder — then to the success page. Intents 'apply-code'
 * and 'remove-code' keep or take off the cart's discount code and re-render the page with its
 * totals (decision 064; 400, 404, 409 or 429 with the code's refusal). A refusal re-renders
 * the form with the shopper's text and what they typed: 400 for a bad form (with each refused
 * field's own message, decision 052) or an empty cart,
 * 409 for unknown or out-of-stock products, 429 with Retry-After over ORDER_RATE_LIMIT, 500
 * with SPEC §8's text when saving fails. A picked saved address fills the delivery fields, one
 * not the customer's is 400; a signed-in customer's new address is saved (decision 068). A gift
 * is read with the form (a ticked one without its recipient's name or a Kenyan phone is 400,
 * naming the field) and placed with the order, its wrapping priced by the server (decision 071).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  if (isCodeIntent(form.get("intent"))) {
    const codeAnswer = await answerCheckoutCode(services, request, form);
    return data({ codeAnswer }, "error" in codeAnswer ? refusalInit(codeAnswer) : undefined);
  }
  const { user } = await getViewer(request, services);
  const chosen = await applySavedAddressChoice(services.db, user?.id, form);
  const fields = { ...checkoutFieldsOf(form), ...giftFieldsOf(form) };
  if (!chosen.ok) return data({ error: chosen.error, fields }, { status: 400 });
  const submission = readSubmission(form, CheckoutFormSchema, checkoutTexts.requiredFields);
  const gift = readSubmission(form, GiftFormSchema, checkoutTexts.requiredFields);
  if ("refusal" in submission || "refusal" in gift) {
    const { summary, fields: refusedFields } = joinRefusals(submission, gift);
    return data({ error: summary, refusedFields, fields }, { status: 400 });
  }
  const cart = await readCart(services.db, await cartOwnerFor(user, request, services.secret));
  const outcome = await placeCartOrder(services, request, {
    fields,
    user,
    cart,
    gift: gift.value,
  });
  if ("error" in outcome) {
    return data({ error: outcome.error, fields }, refusalInit(outcome));
  }
  if (user) {
    await rememberCheckoutAddress(services.db, user.id, fields).catch((error: unknown) =>
      services.log.error({ err: error }, "could not save a checkout's address"),
    );
  }
  // Decision 067: the unticked box, ticked, for the contact given with this order.
  if (isConsentTicked(form)) {
    await grantMarketingConsent(services.db, [fields.phone ?? "", fields.email ?? ""], {
      source: "checkout",
      orderId: outcome.orderId,
    });
  }
  return placed(request, services, outcome);
}

/**
 * To the success page, remembering the order in this browser's signed cookie (DESIGN §6): the
 * key came with this browser's form, so a replayed order is this browser's to see too (its
 * first answer, with the cookie, may never have arrived).
 */
async function placed(
  request: Request,
  { secret, config }: Pick<AppServices, "secret" | "config">,
  { orderId, isWhatsapp }: { orderId: string; isWhatsapp: boolean },
) {
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await rememberPlacedOrder(request, orderId, secret, config.publicUrl),
  );
  // The cart is empty now: the next page counts it again (decision 050).
  headers.append("Set-Cookie", cartMarkCookie({ config }));
  const via = isWhatsapp ? "&via=whatsapp" : "";
  return redirect(`/order-success?orderId=${encodeURIComponent(orderId)}${via}`, {
    status: 303,
    headers,
  });
}

/** The discount code form's intents (decision 064). */
const isCodeIntent = (intent: unknown) => intent === "apply-code" || intent === "remove-code";

function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-5 pt-12 pb-4 text-center sm:pt-16">
      <ShoppingBag aria-hidden className="size-10 text-stone" strokeWidth={1} />
      <h2 className="font-display text-3xl text-espresso">Your cart is empty</h2>
      <p className="max-w-sm text-sm text-taupe">
        Find a scent you love and it will wait for you here.
      </p>
      <Link
        to="/all-products"
        className="mt-2 inline-flex bg-espresso px-8 py-3 text-xs tracking-[0.2em] text-ivory uppercase hover:bg-ink"
      >
        Continue Shopping
      </Link>
    </div>
  );
}

/** The delivery the form starts with: as sent or saved when still offered, Nairobi otherwise. */
function startingArea(key: string | undefined, choices: { key: DeliveryChoiceKey }[]) {
  return choices.find((choice) => choice.key === key)?.key ?? "nairobi";
}

/** /checkout (SPEC §2, decision 019): the cart, its total, the order method and the form. */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, count, delivery, contact, idempotencyKey, isMpesaOffered, discount } = loaderData;
  const { giftWrappingPrice } = loaderData;
  const placing = actionData && "fields" in actionData ? actionData : undefined;
  const fields = placing?.fields;
  const refusal = useAnswerRefusal(placing);
  const [deliveryArea, setDeliveryArea] = useState<DeliveryChoiceKey>(
    startingArea((fields ?? contact).deliveryArea, delivery.choices),
  );
  // Decision 071: the summary adds the wrapping while both of the gift's boxes are ticked.
  const [isGiftWrapped, setGiftWrapped] = useState(Boolean(fields?.gift && fields.giftWrap));
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="font-display text-4xl text-espresso sm:text-5xl">Checkout</h1>
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-8 grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <section aria-labelledby="cart-heading" className="space-y-6">
            <h2 id="cart-heading" className="eyebrow">
              Your cart ({count} {count === 1 ? "item" : "items"})
            </h2>
            <CartLines lines={lines} />
            <DiscountCodeForm
              discount={discount}
              answer={actionData && "codeAnswer" in actionData ? actionData.codeAnswer : undefined}
            />
            <OrderSummary
              lines={lines}
              shipping={delivery.fees[deliveryArea] ?? 0}
              discount={discount}
              note={delivery.notes[deliveryArea]}
              giftWrapping={isGiftWrapped ? giftWrappingPrice : 0}
            />
          </section>
          <section
            aria-label="Place your order"
            className="lg:border-l lg:border-stone/70 lg:pl-12"
          >
            <CheckoutForm
              idempotencyKey={fields?.idempotencyKey ?? idempotencyKey}
              initialFields={fields ?? contact}
              choices={delivery.choices}
              deliveryArea={deliveryArea}
              onDeliveryAreaChange={setDeliveryArea}
              isMpesaOffered={isMpesaOffered}
              refusal={refusal}
              savedAddresses={loaderData.savedAddresses}
              savedAddressChoice={loaderData.savedAddressChoice}
              giftWrappingPrice={giftWrappingPrice}
              onGiftWrappedChange={setGiftWrapped}
            />
          </section>
        </div>
      )}
    </div>
  );
}
