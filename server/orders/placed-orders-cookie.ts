import { createCookie } from "react-router";

/** How many recent orders a browser can reopen without an account. */
const rememberedOrders = 20;

/**
 * The signed cookie listing the orders this browser placed (DESIGN §6 order privacy): httpOnly,
 * SameSite=Lax, Secure when the shop is served over https, kept 90 days.
 */
function placedOrdersCookie(secret: string, isSecure: boolean) {
  return createCookie("loris_orders", {
    secrets: [secret],
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure,
    path: "/",
    maxAge: 90 * 86_400,
  });
}

/** The order ids in the request's cookie; none when it is missing or its signature is wrong. */
export async function readPlacedOrders(request: Request, secret: string): Promise<string[]> {
  const value: unknown = await placedOrdersCookie(secret, false).parse(
    request.headers.get("Cookie"),
  );
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
}

/** A Set-Cookie header value adding `orderId` to the browser's placed orders. */
export async function rememberPlacedOrder(
  request: Request,
  orderId: string,
  secret: string,
  publicUrl: string,
): Promise<string> {
  const known = await readPlacedOrders(request, secret);
  const ids = [orderId, ...known.filter((id) => id !== orderId)].slice(0, rememberedOrders);
  return placedOrdersCookie(secret, publicUrl.startsWith("https:")).serialize(ids);
}
