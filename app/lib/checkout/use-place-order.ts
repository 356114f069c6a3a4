import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { checkoutTexts, type CheckoutRequest } from "#contracts/checkout.ts";
import type { CheckoutResult } from "#contracts/checkout-result.ts";
import { useCart } from "../cart/cart-context";

function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function postOrder(request: CheckoutRequest): Promise<CheckoutResult> {
  try {
    const response = await fetch("/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(request),
    });
    return (await response.json()) as CheckoutResult;
  } catch {
    return { error: checkoutTexts.saveFailed };
  }
}

/**
 * Sends the checkout (issue 4). One idempotency key per order attempt, kept across retries and
 * double clicks so the server places it once. WhatsApp orders open the chat in a tab opened at
 * the click (a tab opened later would be blocked); on success the cart is cleared and the
 * shopper lands on the success page. On failure the cart is kept and the error returned.
 */
export function usePlaceOrder() {
  const cart = useCart();
  const navigate = useNavigate();
  const key = useRef<string | undefined>(undefined);
  const [isPlacing, setIsPlacing] = useState(false);
  const [error, setError] = useState<string>();

  const place = async (request: Omit<CheckoutRequest, "idempotencyKey">) => {
    if (isPlacing) return;
    setIsPlacing(true);
    setError(undefined);
    key.current ??= newIdempotencyKey();
    const chat = request.orderMethod === "whatsapp" ? window.open("", "_blank") : null;
    if (chat) chat.opener = null; // the chat page gets no handle on the shop
    const result = await postOrder({ ...request, idempotencyKey: key.current });
    setIsPlacing(false);
    if ("error" in result) {
      chat?.close();
      setError(result.error);
      return;
    }
    key.current = undefined;
    if (chat && result.whatsappUrl) chat.location.href = result.whatsappUrl;
    cart.clear();
    const via = request.orderMethod === "whatsapp" ? "&via=whatsapp" : "";
    void navigate(`/order-success?orderId=${encodeURIComponent(result.orderId)}${via}`);
  };
  return { place, isPlacing, error, setError };
}
