/** "1 product", "12 products": how many products a brand or a listing has. */
export function productCountText(count: number): string {
  return `${count} ${count === 1 ? "product" : "products"}`;
}
