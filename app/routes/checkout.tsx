import { ShoppingBag } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { DeliveryArea } from "#contracts/delivery.ts";
import { readCheckoutContact } from "#server/accounts/checkout-contact.ts";
import { getViewer } from "#server/accounts/viewer.ts";
import { getServices } from "#server/services.ts";
import { CartLines } from "../components/checkout/cart-lines";
import { CheckoutForm } from "../components/checkout/checkout-form";
import { OrderSummary } from "../components/checkout/order-summary";
import { useCart } from "../lib/cart/cart-context";
import { usePlaceOrder } from "../lib/checkout/use-place-order";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = () => [
  { title: "Checkout | Loris" },
  {
    name: "description",
    content: "Your Loris cart: order on the website or over WhatsApp, delivered across Kenya.",
  },
  // A cart page has nothing for a search engine: kept out of the index on purpose (issue 7
  // notes the SEO score this costs).
  { name: "robots", content: "noindex" },
];

/**
 * The delivery fees, and the contact the form starts with: a signed-in customer's from the
 * profile (issue 11), in the first render so it needs no script to fetch it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { config } = services;
  const { user } = await getViewer(request, services);
  return {
    shippingFees: { nairobi: config.shippingFeeNairobi, elsewhere: config.shippingFeeElsewhere },
    contact: user ? await readCheckoutContact(services, user.id) : {},
  };
}

function EmptyCart() {
  return (
    // Its own height, not the loading placeholder's (sized for a full cart): no gap above the
    // footer (issue 11).
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

/** /checkout (SPEC §2, issue 4): the cart, its total, the order method and the contact form. */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  const cart = useCart();
  const [deliveryArea, setDeliveryArea] = useState<DeliveryArea>("nairobi");
  const { place, isPlacing, error, setError } = usePlaceOrder();
  const items = cart.lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    name: line.name,
  }));

  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="font-display text-4xl text-espresso sm:text-5xl">Checkout</h1>
      {!cart.isLoaded ? (
        // Taller than a phone screen, as the cart will be: the footer stays below it (CLS). Its
        // own key: were React to reuse this node for the cart, the browser would count a shift.
        <div key="loading" aria-busy className="mt-8 h-[85svh] animate-pulse bg-linen" />
      ) : cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div key="cart" className="mt-8 grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <section aria-labelledby="cart-heading" className="space-y-6">
            <h2 id="cart-heading" className="eyebrow">
              Your cart ({cart.count} {cart.count === 1 ? "item" : "items"})
            </h2>
            <CartLines
              lines={cart.lines}
              maxUnits={cart.maxUnits}
              onQuantityChange={cart.setQuantity}
              onRemove={cart.remove}
            />
            <OrderSummary lines={cart.lines} shipping={loaderData.shippingFees[deliveryArea]} />
          </section>
          <section
            aria-label="Place your order"
            className="lg:border-l lg:border-stone/70 lg:pl-12"
          >
            <CheckoutForm
              initialContact={loaderData.contact}
              deliveryArea={deliveryArea}
              onDeliveryAreaChange={setDeliveryArea}
              isPlacing={isPlacing}
              error={error}
              onError={setError}
              onPlace={(request) => void place({ ...request, items, deliveryArea })}
            />
          </section>
        </div>
      )}
    </div>
  );
}
