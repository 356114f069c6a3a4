import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { action as statusAction } from "#app/routes/admin/orders/status.ts";
import { action as updateAction } from "#app/routes/admin/products/update.tsx";
import { stockTexts } from "#contracts/stock-forms.ts";
import { receiveStock, takeStockCount } from "#server/catalog/stock-counts.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { makeBrowser } from "./support/accounts";
import { insertProducts, sizeIdOf } from "./support/factories";
import { formAnswerOf, routeArgs } from "./support/route-call";
import { placeOrderFrom } from "./support/shopper";
import { sizeStockOf } from "./support/stock-columns";
import {
  movementsOf,
  postStock,
  sizesOffTheirMovements,
  stockPage,
} from "./support/stock-movements";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
// Decision 073's rule, after every test: each size's movements add up to its level.
afterEach(async () => expect(await sizesOffTheirMovements(database)).toEqual([]));
afterAll(() => database.close());

let products = 0;
/** A new product with one size at `stockLevel` tracked units (null = not tracked); its ids. */
async function productAt(stockLevel: number | null) {
  const [product] = await insertProducts(database.db, [
    { id: `stocked-${++products}`, name: "Oud Royale", stockLevel },
  ]);
  const productId = product!.id!;
  return { productId, sizeId: sizeIdOf(productId) };
}

/** POST an admin form to `path` as its page does. */
async function postAdmin(
  action: (args: ReturnType<typeof routeArgs>) => Promise<unknown>,
  path: string,
  body: URLSearchParams,
) {
  const request = new Request(`https://loris.example${path}`, { method: "POST", body });
  return formAnswerOf(await action(routeArgs(database, request)));
}

const staff = "Amina Wanjiru";

describe(`stock movements on ${testDatabaseKind} (decision 073)`, () => {
  test("a receipt puts a sold-out size back in stock with who, the cost and the supplier's note", async () => {
    const { productId, sizeId } = await productAt(0);
    const answer = await postStock(database, productId, {
      intent: "receive",
      "lines[0].sizeId": sizeId,
      "lines[0].quantity": "1,200",
      "lines[0].unitCost": "1500",
      reference: "Invoice 77, Scents Ltd",
    });
    expect(answer).toEqual({
      status: 303,
      location: `/admin/products/${productId}/stock?received=1200`,
    });
    expect(await sizeStockOf(database.db, sizeId)).toEqual({
      [sizeId]: { stockLevel: 1200, inStock: true },
    });
    expect((await movementsOf(database, sizeId)).at(-1)).toEqual({
      reason: "received",
      delta: 1200,
      levelAfter: 1200,
      who: staff,
      reference: "Invoice 77, Scents Ltd",
      unitCost: 1500,
    });
    const page = await stockPage(database, productId, "?received=1200");
    expect(page.done).toBe("Received 1,200 units");
    expect(page.sizes).toEqual([{ id: sizeId, label: "50ml", stockLevel: 1200, inStock: true }]);
  });

  test("a stock take records the difference: a loss as damaged when ticked, a count that matches nothing", async () => {
    const { productId, sizeId } = await productAt(12);
    const count = (counted: string, extra: Record<string, string> = {}) =>
      postStock(database, productId, {
        intent: "count",
        "lines[0].sizeId": sizeId,
        "lines[0].counted": counted,
        ...extra,
      });
    expect((await count("9", { damaged: "on", reference: "Two bottles broke" })).status).toBe(303);
    expect((await count("10")).location).toBe(`/admin/products/${productId}/stock?changed=1`);
    expect((await count("10")).location).toBe(`/admin/products/${productId}/stock?changed=0`);
    expect((await count("0")).status).toBe(303);
    expect((await movementsOf(database, sizeId)).slice(1)).toEqual([
      {
        reason: "damaged",
        delta: -3,
        levelAfter: 9,
        who: staff,
        reference: "Two bottles broke",
        unitCost: null,
      },
      {
        reason: "stock_take",
        delta: 1,
        levelAfter: 10,
        who: staff,
        reference: null,
        unitCost: null,
      },
      {
        reason: "stock_take",
        delta: -10,
        levelAfter: 0,
        who: staff,
        reference: null,
        unitCost: null,
      },
    ]);
    expect(await sizeStockOf(database.db, sizeId)).toEqual({
      [sizeId]: { stockLevel: 0, inStock: false },
    });
    expect((await stockPage(database, productId, "?changed=0")).done).toBe(
      "Stock take saved: every count matched",
    );
  });

  test("an order sells, a cancel gives back, an inline edit corrects: each a movement naming its order or its staff", async () => {
    const { productId, sizeId } = await productAt(5);
    const orderId = await placeOrderFrom(database, makeBrowser(), [{ id: productId, quantity: 2 }]);
    const cancel = new URLSearchParams([
      ["orderId", orderId],
      ["status", "cancelled"],
    ]);
    expect((await postAdmin(statusAction, "/admin/orders/status", cancel)).error).toBeUndefined();
    const edit = new URLSearchParams({
      intent: "edit",
      productId,
      sizeId,
      price: "2500",
      compareAtPrice: "",
      stockLevel: "8",
    });
    expect((await postAdmin(updateAction, "/admin/products/update", edit)).error).toBeUndefined();
    expect(await movementsOf(database, sizeId)).toEqual([
      { reason: "correction", delta: 5, levelAfter: 5, who: null, reference: null, unitCost: null },
      { reason: "sold", delta: -2, levelAfter: 3, who: null, reference: orderId, unitCost: null },
      {
        reason: "order_cancelled",
        delta: 2,
        levelAfter: 5,
        who: staff,
        reference: orderId,
        unitCost: null,
      },
      {
        reason: "correction",
        delta: 3,
        levelAfter: 8,
        who: staff,
        reference: null,
        unitCost: null,
      },
    ]);
    const page = await stockPage(database, productId);
    expect(page.history.map((row) => [row.reason, row.delta, row.levelAfter, row.who])).toEqual([
      ["correction", 3, 8, staff],
      ["order_cancelled", 2, 5, staff],
      ["sold", -2, 3, null],
      ["correction", 5, 5, null],
    ]);
    expect(page.history[0]!.when).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  });

  test("the history pages newest first, 25 to a page", async () => {
    const { productId, sizeId } = await productAt(0);
    for (let n = 1; n <= 26; n += 1) {
      await receiveStock(
        database.db,
        productId,
        {
          lines: [{ sizeId, quantity: 1, unitCost: null }],
          reference: `Delivery ${n}`,
        },
        { userId: null, name: "Baraka Otieno" },
      );
    }
    const first = await stockPage(database, productId);
    expect(first.pageCount).toBe(2);
    expect(first.history).toHaveLength(25);
    expect(first.history[0]!.reference).toBe("Delivery 26");
    const second = await stockPage(database, productId, "?page=2");
    expect(second.history.map((row) => row.reference)).toEqual(["Delivery 1"]);
  });

  describe("refused with a reason, writing nothing", () => {
    const receipt = (quantity: string, unitCost = "", reference = "") => ({
      intent: "receive",
      "lines[0].quantity": quantity,
      "lines[0].unitCost": unitCost,
      reference,
    });
    // Each refused with its field marked and the reason as the form's message.
    const cases: [string, Record<string, string>, string, string][] = [
      ["a receipt of 0", receipt("0"), "lines[0].quantity", stockTexts.received],
      ["over 100,000 units", receipt("100001"), "lines[0].quantity", stockTexts.received],
      ["10⁹ units", receipt("1000000000"), "lines[0].quantity", stockTexts.received],
      ["a negative receipt", receipt("-4"), "lines[0].quantity", stockTexts.received],
      ["a fraction", receipt("1.5"), "lines[0].quantity", stockTexts.received],
      ["a cost below 0", receipt("3", "-1"), "lines[0].unitCost", stockTexts.unitCost],
      ["a cost too high", receipt("3", "10000001"), "lines[0].unitCost", stockTexts.unitCost],
      [
        "a cost without units",
        receipt("", "900"),
        "lines[0].quantity",
        stockTexts.costWithoutUnits,
      ],
      ["a note too long", receipt("3", "", "x".repeat(201)), "reference", stockTexts.reference],
      ["nothing received", receipt(""), "lines", stockTexts.noneReceived],
      [
        "a negative count",
        { intent: "count", "lines[0].counted": "-1" },
        "lines[0].counted",
        stockTexts.counted,
      ],
      [
        "nothing counted",
        { intent: "count", "lines[0].counted": "" },
        "lines",
        stockTexts.noneCounted,
      ],
    ];
    test.each(cases)("%s", async (_name, fields, field, message) => {
      const { productId, sizeId } = await productAt(4);
      const answer = await postStock(database, productId, { "lines[0].sizeId": sizeId, ...fields });
      expect(answer).toMatchObject({
        status: 400,
        error: message,
        refusedFields: { [field]: message },
      });
      expect(await sizeStockOf(database.db, sizeId)).toEqual({
        [sizeId]: { stockLevel: 4, inStock: true },
      });
      expect(await movementsOf(database, sizeId)).toHaveLength(1);
    });

    test("a size the product does not sell, or one listed twice, refuses the whole receipt", async () => {
      const { productId, sizeId } = await productAt(4);
      const other = await productAt(1);
      const lines = (second: string) => ({
        intent: "receive",
        "lines[0].sizeId": sizeId,
        "lines[0].quantity": "5",
        "lines[1].sizeId": second,
        "lines[1].quantity": "5",
      });
      expect(await postStock(database, productId, lines(other.sizeId))).toMatchObject({
        status: 409,
        error: stockTexts.sizeGone,
      });
      expect(await postStock(database, productId, lines(sizeId))).toMatchObject({
        status: 400,
        error: stockTexts.sizeTwice,
      });
      expect(await postStock(database, "no-such-product", lines(other.sizeId))).toMatchObject({
        status: 404,
        error: stockTexts.productNotFound,
      });
      expect(await movementsOf(database, sizeId)).toHaveLength(1);
      expect(await sizeStockOf(database.db, sizeId)).toEqual({
        [sizeId]: { stockLevel: 4, inStock: true },
      });
    });
  });

  test("two staff receiving and counting the same size while a shopper checks out lose no update", async () => {
    const { productId, sizeId } = await productAt(10);
    const amina = { userId: null, name: staff };
    const baraka = { userId: null, name: "Baraka Otieno" };
    const receipt = (quantity: number) => ({
      lines: [{ sizeId, quantity, unitCost: null }],
      reference: null,
    });
    await Promise.all([
      receiveStock(database.db, productId, receipt(5), amina),
      receiveStock(database.db, productId, receipt(7), baraka),
      placeOrderFrom(database, makeBrowser(), [{ id: productId, quantity: 3 }]),
      receiveStock(database.db, productId, receipt(2), amina),
    ]);
    expect(await sizeStockOf(database.db, sizeId)).toEqual({
      [sizeId]: { stockLevel: 21, inStock: true },
    });
    // Two counts at once: the later one's count stands, each recorded against the level before it.
    await Promise.all([
      takeStockCount(
        database.db,
        productId,
        { lines: [{ sizeId, counted: 20 }], damaged: false, reference: null },
        amina,
      ),
      takeStockCount(
        database.db,
        productId,
        { lines: [{ sizeId, counted: 18 }], damaged: true, reference: null },
        baraka,
      ),
    ]);
    const moves = await movementsOf(database, sizeId);
    const last = moves.at(-1)!;
    expect([20, 18]).toContain(last.levelAfter);
    expect(await sizeStockOf(database.db, sizeId)).toEqual({
      [sizeId]: { stockLevel: last.levelAfter, inStock: true },
    });
    expect(
      moves
        .map((move) => move.reason)
        .slice(0, 5)
        .sort(),
    ).toEqual(["correction", "received", "received", "received", "sold"].sort());
  });
});
