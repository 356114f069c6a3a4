import { describe, expect, test } from "vitest";
import { productDisplayName } from "./product-name";

describe("productDisplayName (SPEC §2, decision 036)", () => {
  test("capitalises each word of a product name", () => {
    expect(productDisplayName("amber veil")).toBe("Amber Veil");
    expect(productDisplayName("oud royale  extrait")).toBe("Oud Royale  Extrait");
  });

  test("keeps letters that are already capitals", () => {
    expect(productDisplayName("EDP no. 5")).toBe("EDP No. 5");
  });

  test("leaves a short joining word after the first as the catalogue spells it", () => {
    expect(productDisplayName("Mystery Perfume for Him")).toBe("Mystery Perfume for Him");
    expect(productDisplayName("mystery perfume for him")).toBe("Mystery Perfume for Him");
    expect(productDisplayName("Eau de Parfum")).toBe("Eau de Parfum");
    expect(productDisplayName("Rose De Karen")).toBe("Rose De Karen");
    expect(productDisplayName("oud and amber with the rose of taif")).toBe(
      "Oud and Amber with the Rose of Taif",
    );
  });

  test("capitalises a joining word that opens the name", () => {
    expect(productDisplayName("the one")).toBe("The One");
    expect(productDisplayName("la vie en rose")).toBe("La Vie En Rose");
  });
});
