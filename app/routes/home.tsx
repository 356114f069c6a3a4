import type { Logger } from "pino";
import { useSearchParams } from "react-router";
import type { ProductCard } from "../../contracts/product";
import { listCategoryCards } from "../../server/catalog/category-queries";
import { listHomeGrid, type HomeGrid } from "../../server/catalog/product-queries";
import { getServices } from "../../server/services";
import { BannerCarousel } from "../components/banner-carousel";
import { CategoryBrowser } from "../components/category-browser";
import { ProductGridSection, visibleCount } from "../components/product-grid-section";
import type { Route } from "./+types/home";
import { Link } from "react-router";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { settings: { publicUrl: string } } | undefined;
  const description =
    "Loris: luxury perfumes, niche fragrances, diffusers and body care delivered across Kenya. Prices in KSh, VAT included. Order online or on WhatsApp.";
  return [
    { title: "Loris | Home" },
    { name: "description", content: description },
    {
      name: "keywords",
      content:
        "perfume Kenya, perfumes Nairobi, niche perfume, diffusers, body care, cologne, Loris",
    },
    { tagName: "link", rel: "canonical", href: `${root?.settings.publicUrl ?? ""}/` },
    { property: "og:title", content: "Loris | Home" },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    {
      property: "og:image",
      content: `${root?.settings.publicUrl ?? ""}/media/brand/og-default.jpg`,
    },
  ];
};

/** SPEC §8: a failed product read is logged and its grid shows its empty message. */
function gridOrEmpty(
  grid: Promise<{ products: ProductCard[]; total: number }>,
  log: Logger,
  name: HomeGrid,
): Promise<{ products: ProductCard[]; total: number }> {
  return grid.catch((error: unknown) => {
    log.error({ err: error, grid: name }, "could not load a home grid");
    return { products: [], total: 0 };
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, log } = getServices(context);
  const params = new URL(request.url).searchParams;
  const grid = (name: HomeGrid, param: string) =>
    gridOrEmpty(listHomeGrid(db, name, visibleCount(params, param)), log, name);
  return {
    categories: await listCategoryCards(db, "home"),
    bestSellers: grid("best-sellers", "best"),
    women: grid("women", "women"),
    men: grid("men", "men"),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <>
      <BannerCarousel />
      <CategoryBrowser
        categories={loaderData.categories}
        selected={searchParams.get("category") ?? undefined}
      />
      <div id="collections">
        <ProductGridSection
          id="best-sellers"
          title="Best Sellers"
          tagline="Discover our most popular picks!"
          emptyText="No best seller products available at the moment."
          param="best"
          grid={loaderData.bestSellers}
        />
        <ProductGridSection
          id="ladies-best-sellers"
          title="Ladies Best Sellers"
          tagline="Crafted just for her!"
          emptyText="No women's perfumes available at the moment."
          param="women"
          grid={loaderData.women}
        />
        <ProductGridSection
          id="men-best-sellers"
          title="Men Best Sellers"
          tagline="Confident, Crisp, Bold!"
          emptyText="No men's perfumes available at the moment."
          param="men"
          grid={loaderData.men}
        />
      </div>
      <div className="container-page pt-4 text-center">
        <Link
          to="/all-products"
          className="inline-flex bg-espresso px-10 py-4 text-xs tracking-[0.25em] text-ivory uppercase transition hover:bg-ink"
        >
          View All Products
        </Link>
      </div>
    </>
  );
}
