import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as brandsAction, loader as brandsLoader } from "#app/routes/admin/brands.tsx";
import { brandTexts } from "#contracts/admin-brand.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { brand } from "#server/db/perfume-schema.ts";
import { insertProducts } from "./support/factories";
import { insertBrands } from "./support/perfume-factories";
import { formAnswerOf, routeArgs } from "./support/route-call";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
let kilimaId = "";

beforeAll(async () => {
  database = await openTestDatabase();
  [kilimaId = ""] = await insertBrands(database.db, ["Maison Kilima", "Savanna Atelier"]);
  await insertProducts(database.db, [
    { id: "amber", brandId: kilimaId },
    { id: "oud", brandId: kilimaId },
  ]);
});
afterAll(() => database.close());

const args = (request: Request) => routeArgs(database, request);

/** Posts a Brands form. */
async function changeBrand(fields: Record<string, string>) {
  const request = new Request("https://loris.example/admin/brands", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return formAnswerOf(await brandsAction(args(request)));
}

describe(`Admin → Brands on ${testDatabaseKind} (decision 057)`, () => {
  test("a brand is added, renamed (its slug stays) and listed with its product count", async () => {
    expect(
      await changeBrand({ intent: "add", name: "Nairobi Nights", story: "Made here." }),
    ).toEqual({
      status: 303,
      location: "/admin/brands?done=added",
    });
    // A name is taken in any case.
    expect(await changeBrand({ intent: "add", name: "nairobi nights" })).toMatchObject({
      status: 409,
      error: brandTexts.nameTaken("nairobi nights"),
    });
    const renamed = await changeBrand({
      intent: "edit",
      brandId: "brand-nairobi-nights",
      name: "Nairobi Nocturne",
      story: "Made in Nairobi.",
    });
    expect(renamed.status).toBe(303);
    const [row] = await database.db
      .select()
      .from(brand)
      .where(eq(brand.id, "brand-nairobi-nights"));
    expect(row).toMatchObject({
      name: "Nairobi Nocturne",
      slug: "nairobi-nights",
      story: "Made in Nairobi.",
    });
    // The old name is free again; its slug is not, so the new brand's page gets its own.
    expect(await changeBrand({ intent: "add", name: "Nairobi Nights" })).toMatchObject({
      status: 303,
    });
    const [again] = await database.db.select().from(brand).where(eq(brand.name, "Nairobi Nights"));
    expect(again).toMatchObject({ id: "brand-nairobi-nights-2", slug: "nairobi-nights-2" });
    const page = await brandsLoader(args(new Request("https://loris.example/admin/brands")));
    expect(page.brands.find((listed) => listed.id === kilimaId)).toMatchObject({ productCount: 2 });
  });

  test("a name another brand has, an empty name and an over-long one are refused naming the field", async () => {
    expect(await changeBrand({ intent: "add", name: "Savanna Atelier" })).toMatchObject({
      status: 409,
      error: brandTexts.nameTaken("Savanna Atelier"),
    });
    expect(await changeBrand({ intent: "add", name: " " })).toMatchObject({
      status: 400,
      error: brandTexts.name,
    });
    expect(await changeBrand({ intent: "add", name: "B".repeat(61) })).toMatchObject({
      status: 400,
      error: brandTexts.nameTooLong,
    });
    expect(
      await changeBrand({ intent: "edit", brandId: "brand-nobody", name: "Nobody" }),
    ).toMatchObject({
      status: 404,
    });
  });

  test("the same name added twice at once adds one brand and refuses the other", async () => {
    const answers = await Promise.all(
      [1, 2].map(() => changeBrand({ intent: "add", name: "Twin Dunes" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    await changeBrand({ intent: "delete", brandId: "brand-twin-dunes" });
  });

  test("a brand products have is not deleted, saying how many; an unused one is", async () => {
    expect(await changeBrand({ intent: "delete", brandId: kilimaId })).toMatchObject({
      status: 409,
      error: brandTexts.inUse(2),
    });
    expect(await changeBrand({ intent: "delete", brandId: "brand-savanna-atelier" })).toEqual({
      status: 303,
      location: "/admin/brands?done=deleted",
    });
    const left = await database.db.select({ id: brand.id }).from(brand);
    expect(left.map((row) => row.id).sort()).toEqual(
      [kilimaId, "brand-nairobi-nights", "brand-nairobi-nights-2"].sort(),
    );
  });
});
