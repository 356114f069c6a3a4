import { describe, expect, test } from "vitest";
import {
  ProductCreateSchema,
  ProductDetailsSchema,
  productFormTexts,
  productRefusal,
  ProductUpdateSchema,
} from "./admin-product";
import { checkImageFile, maxImageBytes, uploadTexts } from "./product-upload";

const details = {
  name: "Amber Dusk",
  sizes: "30ml 50ml",
  price: "1,500",
  description: "Warm amber.",
  category: "Loris Perfumes",
};

describe("the Add Product fields (SPEC §5)", () => {
  test("parse into sizes, whole KSh and the defaults, with no perfume facts", () => {
    expect(ProductDetailsSchema.parse(details)).toEqual({
      ...details,
      sizes: ["30ml", "50ml"],
      price: 1500,
      gender: "unisex",
      inStock: true,
      isBestSeller: false,
      sizeDetails: [],
      brandId: null,
      concentration: null,
      families: [],
      topNotes: [],
      heartNotes: [],
      baseNotes: [],
    });
  });

  test("a new product's sizes each take their own fields, the Price where left blank", () => {
    const typed = {
      ...details,
      photos: [{ url: "/media/products/mabc12345def-800.webp" }],
      sizeDetails: [
        { price: "", compareAtPrice: "", stockLevel: "", sku: "" },
        { price: "2,900", compareAtPrice: "3,500", stockLevel: "4", sku: "AMB-50" },
      ],
    };
    expect(ProductCreateSchema.parse(typed).sizes).toEqual([
      { label: "30ml", price: 1500, compareAtPrice: null, stockLevel: null, sku: null },
      { label: "50ml", price: 2900, compareAtPrice: 3500, stockLevel: 4, sku: "AMB-50" },
    ]);
  });

  test("a size's message names its field as Conform does: sizeDetails[position].field", () => {
    const parsed = ProductDetailsSchema.safeParse({
      ...details,
      sizeDetails: [
        { price: "", compareAtPrice: "1500", stockLevel: "", sku: "" },
        { price: "0", compareAtPrice: "", stockLevel: "x", sku: "" },
      ],
    });
    expect(productRefusal(parsed.error!.issues).fields).toEqual({
      "sizeDetails[0].compareAtPrice": productFormTexts.compareAtPrice,
      "sizeDetails[1].price": productFormTexts.price,
      "sizeDetails[1].stockLevel": productFormTexts.stockLevel,
    });
  });

  test("each empty field has its own message", () => {
    const parsed = ProductCreateSchema.safeParse({
      name: " ",
      sizes: "",
      price: "0",
      description: "",
      category: "",
    });
    expect(parsed.success).toBe(false);
    expect(productRefusal(parsed.error!.issues).fields).toEqual({
      name: productFormTexts.name,
      sizes: productFormTexts.sizes,
      price: productFormTexts.price,
      description: productFormTexts.description,
      category: productFormTexts.category,
      image: productFormTexts.image,
    });
  });

  test.each(["-5", "abc", "12.5", "", "0"])("price %j is not valid", (price) => {
    const parsed = ProductDetailsSchema.safeParse({ ...details, price });
    expect(productRefusal(parsed.error!.issues).fields).toEqual({ price: productFormTexts.price });
  });

  test("at most 3 sizes", () => {
    const parsed = ProductDetailsSchema.safeParse({ ...details, sizes: "5ml 10ml 30ml 50ml" });
    expect(productRefusal(parsed.error!.issues).fields).toEqual({
      sizes: productFormTexts.tooManySizes,
    });
  });

  test("a product takes 1 to 8 photos, none twice; the server checks it stored each (decision 060)", () => {
    const photo = (index: number) => ({ url: `/media/products/photo${index}-800.webp` });
    const withPhotos = (photos: { url: string }[]) =>
      ProductCreateSchema.safeParse({ ...details, photos });
    expect(withPhotos([]).success).toBe(false);
    expect(withPhotos([photo(1), photo(1)]).success).toBe(false);
    expect(withPhotos(Array.from({ length: 9 }, (_, index) => photo(index))).success).toBe(false);
    expect(withPhotos([photo(1), photo(2)]).success).toBe(true);
  });
});

test("the browser's image check names the type and the size (SPEC §5)", () => {
  expect(checkImageFile({ type: "image/gif", size: 10 })).toBe(uploadTexts.invalidType);
  expect(checkImageFile({ type: "image/png", size: maxImageBytes + 1 })).toBe(uploadTexts.tooLarge);
  expect(checkImageFile({ type: "image/webp", size: maxImageBytes })).toBeUndefined();
});

describe("a change on the Update Products page", () => {
  test("an edit of a size reads the prices and a blank stock level as untracked", () => {
    const edit = {
      intent: "edit",
      productId: "p1",
      sizeId: "p1-0",
      price: "2,000",
      compareAtPrice: "",
      stockLevel: " ",
    };
    expect(ProductUpdateSchema.parse(edit)).toEqual({
      ...edit,
      price: 2000,
      compareAtPrice: null,
      stockLevel: null,
    });
    expect(ProductUpdateSchema.parse({ ...edit, compareAtPrice: "2,500" })).toMatchObject({
      compareAtPrice: 2500,
    });
    expect(ProductUpdateSchema.parse({ ...edit, stockLevel: "7" })).toMatchObject({
      stockLevel: 7,
    });
  });

  test.each([
    [{ price: "0" }, productFormTexts.price],
    [{ stockLevel: "-1" }, productFormTexts.stockLevel],
    [{ stockLevel: "1.5" }, productFormTexts.stockLevel],
    [{ compareAtPrice: "2000" }, productFormTexts.compareAtPrice],
  ])("%j is refused with %s", (change, message) => {
    const edit = {
      intent: "edit",
      productId: "p1",
      sizeId: "p1-0",
      price: "2000",
      stockLevel: "",
      ...change,
    };
    expect(ProductUpdateSchema.safeParse(edit).error?.issues[0]?.message).toBe(message);
  });

  test("Mark Out and Mark In", () => {
    const mark = { intent: "stock", productId: "p1" };
    expect(ProductUpdateSchema.parse({ ...mark, inStock: "false" })).toEqual({
      ...mark,
      inStock: false,
    });
    expect(ProductUpdateSchema.safeParse({ ...mark, inStock: "yes" }).success).toBe(false);
  });
});

describe("Add Product text PostgreSQL cannot store", () => {
  test("a description keeps its paragraphs and the sizes may be split by tabs", () => {
    const product = { ...details, sizes: "30ml\t50ml", description: "Warm.\r\n\r\nLasts." };
    expect(ProductDetailsSchema.safeParse(product).success).toBe(true);
  });
  test("a name with a control character is refused, naming the field", () => {
    const parsed = ProductDetailsSchema.safeParse({ ...details, name: "Amber\u0007" });
    expect(parsed.error?.issues[0]?.message).toBe(
      "Product name contains characters that are not allowed",
    );
  });
});
