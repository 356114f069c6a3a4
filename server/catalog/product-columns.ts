import { product } from "../db/schema";

/** The columns a product card needs, as ProductCard fields (contracts/product.ts). */
export const productCardColumns = {
  id: product.id,
  name: product.name,
  price: product.price,
  category: product.category,
  gender: product.gender,
  inStock: product.inStock,
  isBestSeller: product.isBestSeller,
  sizes: product.sizes,
  image: product.imageUrl,
};
