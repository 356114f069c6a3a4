import { useRouteLoaderData } from "react-router";

/** The shop's sale as the root loader renders it: the deepest percent off a size in stock (0 = none). */
export interface RootSale {
  percent: number;
}

/** The deepest sale of the catalogue, in whole percent off (DESIGN §5); 0 when nothing is on sale. */
export function useSalePercent(): number {
  const data = useRouteLoaderData<{ sale: RootSale }>("root");
  return data?.sale.percent ?? 0;
}
