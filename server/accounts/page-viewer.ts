import type { Response } from "express";
import { createContext } from "react-router";
import { countCartItems } from "../cart/cart-queries";
import { cartOwnerFor } from "../cart/cart-visitor";
import type { AppServices } from "../services";
import { getViewer, readSessionUser, type ViewerUser } from "./viewer";

/**
 * All a shop page shows of its visitor (decision 023): the header's account icon ('Log in', the
 * account menu, the admin's entry in it) and the cart badge's count. Pages with the same
 * PageViewer and URL are the same page, so the page cache keys them by it.
 */
export interface PageViewer {
  role: "guest" | "customer" | "admin";
  /** The sum of the visitor's cart quantities. */
  cartCount: number;
}

/** A PageViewer read for the page cache, with what identifies the visitor. */
export interface PageViewerReading {
  viewer: PageViewer;
  /** The user's id and e-mail, or the guest cart's id: a shared page must contain none. */
  personalMarks: string[];
}

/** A visitor without a session or a cart cookie: nothing to read. */
export const guestPageViewer: PageViewer = { role: "guest", cartCount: 0 };

type PageViewerServices = Pick<AppServices, "auth" | "log" | "db" | "secret">;

async function pageViewerOf(
  user: ViewerUser | undefined,
  request: Request,
  { db, secret }: PageViewerServices,
): Promise<PageViewerReading> {
  const owner = await cartOwnerFor(user, request, secret);
  const viewer: PageViewer = {
    role: user?.role ?? "guest",
    cartCount: await countCartItems(db, owner),
  };
  if (user) return { viewer, personalMarks: [user.id, user.email] };
  const guestCartId = "guestCartId" in owner ? owner.guestCartId : undefined;
  return { viewer, personalMarks: guestCartId ? [guestCartId] : [] };
}

/**
 * The PageViewer of `request` and its personal marks: the session from its cookie's copy
 * (decision 050: no database read while it is fresh) and one count.
 * @throws the error of Better Auth or the database: a page cache that took a failed read for a
 * guest would file a signed-in visitor's page under guests.
 */
export async function readPageViewer(
  request: Request,
  services: PageViewerServices,
): Promise<PageViewerReading> {
  const user = await readSessionUser(request, services, { isFromCookie: true });
  return pageViewerOf(user, request, services);
}

/**
 * The PageViewer of `request` for the root loader; an unreadable session reads as a guest
 * (SPEC §6: a failure reading the role means not admin).
 */
export async function getPageViewer(
  request: Request,
  services: PageViewerServices,
): Promise<PageViewer> {
  const { user } = await getViewer(request, services);
  return (await pageViewerOf(user, request, services)).viewer;
}

/**
 * The router-context key holding the PageViewer the page cache filed this request under: the
 * root loader renders that one, so a page and its key cannot differ (a cart changed or a session
 * ended between two reads). Undefined where no page cache ran.
 */
export const pageViewerContext = createContext<PageViewer | undefined>(undefined);

/**
 * Hands `viewer` from the page cache to the router context through `res.locals`: the host and
 * the React Router build are bundled apart (as the CSP nonce, server/http/csp-nonce.ts).
 */
export function handPageViewer(response: Response, viewer: PageViewer): void {
  response.locals.pageViewer = viewer;
}

/** The PageViewer handed over by `handPageViewer`, or undefined. */
export function handedPageViewer(response: Response): PageViewer | undefined {
  const value: unknown = response.locals.pageViewer;
  return isPageViewer(value) ? value : undefined;
}

function isPageViewer(value: unknown): value is PageViewer {
  return (
    typeof value === "object" &&
    value !== null &&
    "role" in value &&
    (value.role === "guest" || value.role === "customer" || value.role === "admin") &&
    "cartCount" in value &&
    typeof value.cartCount === "number"
  );
}
