import { randomBytes } from "node:crypto";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { demoAdmin } from "./demo-admin";

/** The password of the shoppers the journeys register. */
export const shopperPassword = "mango-tree-7";

/** A fresh address for a shopper the journey registers: `name.<random>@example.co.ke`. */
export function uniqueEmail(name = "shopper"): string {
  return `${name}.${randomBytes(5).toString("hex")}@example.co.ke`;
}

/**
 * The product cards a journey buys from: card i of a listing is the (i mod workers)-th running
 * journey's, so journeys running at once never buy the same product (repeats included): none
 * takes the last of a product between another's Add to cart and its order.
 */
export interface CardShare {
  /** This journey's worker slot, 0 to `of` − 1 (Playwright's parallelIndex). */
  index: number;
  /** Journeys that can run at once (the configured workers). */
  of: number;
}

/** The cards the journey of `info` buys from. */
export const cardShareOf = (info: Pick<TestInfo, "parallelIndex" | "config">): CardShare => ({
  index: info.parallelIndex,
  of: info.config.workers,
});

/**
 * One shopper at one browser page, doing what a shopper does. The `shopper` and `newShopper`
 * fixtures (fixtures.ts) hand them out; `page` is there for what a journey checks itself.
 */
export class Shopper {
  constructor(
    readonly page: Page,
    private readonly share: CardShare,
  ) {}

  /** Registers through /register and waits for the redirect home, signed in. */
  async register({
    email,
    firstName = "Wanjiru",
    lastName = "Kamau",
  }: {
    email: string;
    firstName?: string;
    lastName?: string;
  }): Promise<void> {
    await this.page.goto("/register");
    await this.page.getByLabel("First name").fill(firstName);
    await this.page.getByLabel("Last name").fill(lastName);
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Phone").fill("0712 345 678");
    await this.page.getByLabel("Password").fill(shopperPassword);
    await this.page.getByRole("button", { name: "Register" }).click();
    await expect(this.page.getByText("Registration successful! Redirecting…")).toBeVisible();
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.page.getByRole("button", { name: "Account menu" })).toBeVisible();
  }

  /**
   * Logs in at /login and waits for the redirect home, signed in: a journey that acts before it
   * races the redirect's render (an outside click meant to close the account menu was lost once).
   */
  async logIn(email: string, password = shopperPassword): Promise<void> {
    await this.page.goto("/login");
    await this.submitLogIn(email, password);
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.page.getByRole("button", { name: "Account menu" })).toBeVisible();
  }

  /** Fills in the login form already on the page (e.g. after `?redirect=`) and waits for SPEC's success text. */
  async submitLogIn(email: string, password = shopperPassword): Promise<void> {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password").fill(password);
    await this.page.getByRole("button", { name: "Log In" }).click();
    await expect(this.page.getByText("Login successful! Redirecting…")).toBeVisible();
  }

  /** Logs out from the account menu and waits to be home, signed out. */
  async logOut(): Promise<void> {
    await this.page.getByRole("button", { name: "Account menu" }).click();
    await this.page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(this.page.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(this.page).toHaveURL(/\/$/);
  }

  /**
   * Signs in as the demo admin and waits to land: without `target`, at /login like any shopper,
   * landing on the dashboard; with it, through `/login?redirect=target`, landing there.
   */
  async signInAsAdmin(target?: string): Promise<void> {
    const admin = demoAdmin();
    await this.page.goto(
      target === undefined ? "/login" : `/login?redirect=${encodeURIComponent(target)}`,
    );
    await this.submitLogIn(admin.email, admin.password);
    await expect(this.page).toHaveURL(target ?? /\/admin$/);
  }

  /** Adds the journey's first in-stock product of a category from its listing; returns its name. */
  async addFirstProduct(category = "Women"): Promise<string> {
    const [name] = await this.clickAddToCart(category, 1);
    return name!;
  }

  /** Adds the journey's first `howMany` in-stock products of a category, into an empty cart; returns their names. */
  async addProducts(category: string, howMany: number): Promise<string[]> {
    const names = await this.clickAddToCart(category, howMany);
    await expect(this.page.getByTestId("cart-count")).toHaveText(String(howMany));
    return names;
  }

  /** Taps Add to cart on the first `howMany` in-stock cards of the journey's share (`CardShare`). */
  private async clickAddToCart(category: string, howMany: number): Promise<string[]> {
    await this.page.goto(`/all-products?category=${encodeURIComponent(category)}`);
    const cards = this.page.getByRole("article");
    const count = await cards.count();
    const names: string[] = [];
    for (let i = this.share.index; i < count && names.length < howMany; i += this.share.of) {
      const card = cards.nth(i);
      if ((await card.getByText("Out of Stock").count()) > 0) continue;
      const name = (await card.getAttribute("aria-label"))!;
      // The badge counts a tap at once; the journey goes on once the server has the item.
      const answered = this.page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname.startsWith("/cart") &&
          response.request().method() === "POST",
      );
      await card.getByRole("button", { name: `Add ${name} to cart` }).click();
      await answered;
      names.push(name);
    }
    expect(names, `in-stock ${category} products of this journey's share`).toHaveLength(howMany);
    return names;
  }

  /** Orders the journey's first in-stock women's product on the website; returns its name, the order's id and success page. */
  async orderFirstProduct(details: {
    email: string;
    fullName?: string;
  }): Promise<{ name: string; orderId: string; orderUrl: string }> {
    const name = await this.addFirstProduct();
    return { name, ...(await this.placeWebsiteOrder(details)) };
  }

  /**
   * Places the cart as a website order (phone 0712 345 678, delivered in Nairobi); returns its id
   * and success page.
   */
  async placeWebsiteOrder({
    email,
    fullName = "Wanjiru Kamau",
  }: {
    email: string;
    fullName?: string;
  }): Promise<{ orderId: string; orderUrl: string }> {
    await this.page.goto("/checkout");
    await this.page.getByLabel("Full name").fill(fullName);
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Phone").fill("0712 345 678");
    await this.page.getByLabel("Delivery address or landmark").fill("Riverside Drive 14");
    await this.page.getByRole("button", { name: "Place Order" }).click();
    await expect(this.page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
    const orderUrl = this.page.url();
    return { orderId: new URL(orderUrl).searchParams.get("orderId")!, orderUrl };
  }

  /**
   * Sends the checkout as a WhatsApp order: the order is saved, the success page shows, and the
   * chat opens by itself in the same tab (the test answers wa.me itself). Returns the order's id
   * and the chat's URL and pre-filled text.
   */
  async sendWhatsappOrder(): Promise<{ orderId: string; chatUrl: string; text: string }> {
    const success = this.page.waitForURL(/\/order-success\?orderId=LOR-\d+&via=whatsapp$/, {
      waitUntil: "commit",
    });
    await this.page.getByRole("button", { name: "Order on WhatsApp" }).click();
    await success;
    const orderId = new URL(this.page.url()).searchParams.get("orderId")!;
    await this.page.waitForURL(/^https:\/\/wa\.me\//, { waitUntil: "commit" });
    const chatUrl = this.page.url();
    const text = new URL(chatUrl).searchParams.get("text") ?? "";
    return { orderId, chatUrl, text };
  }
}
