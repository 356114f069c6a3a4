import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import type { CartLine } from "#contracts/cart.ts";
import {
  addToCart,
  cartCount,
  cartStorageKey,
  parseStoredCart,
  removeFromCart,
  setCartQuantity,
} from "./cart";

interface CartApi {
  lines: CartLine[];
  /** Units of one product an order may hold (ORDER_MAX_UNITS, issue 12): lines stop there. */
  maxUnits: number;
  /** False on the server and before hydration, when the stored cart cannot be read yet. */
  isLoaded: boolean;
  /** Sum of quantities; 0 on the server and until the stored cart is read. */
  count: number;
  add(item: Omit<CartLine, "quantity">, quantity?: number): void;
  remove(id: string): void;
  setQuantity(id: string, quantity: number): void;
  clear(): void;
}

const CartContext = createContext<CartApi | null>(null);
const changeEvent = "loris:cart-change";

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn("Could not read the saved cart", error);
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

function write(key: string, lines: CartLine[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(lines));
  } catch (error) {
    console.warn("Could not save the cart", error);
  }
  window.dispatchEvent(new Event(changeEvent));
}

/**
 * The browser's cart (SPEC §4), kept in localStorage under lorisCart_{userId} or
 * lorisCart_guest: read whenever the user changes, written on every change, and shared with
 * other tabs. An unreadable saved cart reads as empty (SPEC §8). No line grows past `maxUnits`.
 */
export function CartProvider({
  userId,
  maxUnits,
  children,
}: {
  userId?: string | null;
  maxUnits: number;
  children: ReactNode;
}) {
  const key = cartStorageKey(userId);
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  );
  const isLoaded = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const api = useMemo<CartApi>(() => {
    const lines = parseStoredCart(raw);
    const update = (change: (current: CartLine[]) => CartLine[]) =>
      write(key, change(parseStoredCart(readRaw(key))));
    return {
      lines,
      maxUnits,
      isLoaded,
      count: cartCount(lines),
      add: (item, quantity) => update((current) => addToCart(current, item, quantity, maxUnits)),
      remove: (id) => update((current) => removeFromCart(current, id)),
      setQuantity: (id, quantity) =>
        update((current) => setCartQuantity(current, id, quantity, maxUnits)),
      clear: () => update(() => []),
    };
  }, [key, raw, isLoaded, maxUnits]);
  return <CartContext value={api}>{children}</CartContext>;
}

/** The cart of the nearest CartProvider. */
export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart needs a CartProvider");
  return cart;
}
