import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addToCart } from "#server/cart/cart-store.ts";
import { startIdleCartJob } from "#server/cart/idle-cart-job.ts";
import { cart, cartLine } from "#server/db/cart-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { daysAgo } from "./support/customer-fixtures";
import { insertProducts, sizeIdOf } from "./support/factories";
import { recordingLog } from "./support/recording-log";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe(`the idle cart job on ${testDatabaseKind}`, () => {
  test("it runs when the server starts: a cart untouched for 31 days goes, lines and all; one of 29 days stays", async () => {
    const { db } = database;
    await insertProducts(db, [{ id: "oud", name: "Oud Royale" }]);
    const guest = { guestCartId: undefined };
    const { cartId: idleCart } = await addToCart(db, guest, { productId: "oud" }, 2, {
      now: daysAgo(31),
    });
    const { cartId: keptCart } = await addToCart(db, guest, { productId: "oud" }, 1, {
      now: daysAgo(29),
    });
    const { log, entries } = recordingLog();

    const job = startIdleCartJob({ db, log });
    await expect
      .poll(() => entries.find((entry) => entry.msg === "idle carts deleted"))
      .toMatchObject({ level: 30, deleted: 1 });
    await job.stop();

    const carts = await db.select({ id: cart.id }).from(cart);
    expect(carts).toEqual([{ id: keptCart }]);
    const idleLines = await db.select().from(cartLine).where(eq(cartLine.cartId, idleCart));
    expect(idleLines).toEqual([]);
    const keptLines = await db.select().from(cartLine).where(eq(cartLine.cartId, keptCart));
    expect(keptLines).toMatchObject([{ sizeId: sizeIdOf("oud"), quantity: 1 }]);
  });

  test("a failed run is logged and the next tick tries again; the process carries on", async () => {
    const broken = await openTestDatabase();
    await broken.close();
    const { log, entries } = recordingLog();

    const job = startIdleCartJob({ db: broken.db, log, intervalMs: 10 });
    const failures = () => entries.filter((entry) => entry.msg === "idle cart run failed");
    await expect.poll(() => failures().length).toBeGreaterThanOrEqual(2);
    await job.stop();

    expect(failures()[0]).toMatchObject({ level: 50 });
  });
});
