/**
 * npm run generate-assets [-- products banners categories brand email-logo loader]
 *
 * Draws every brand and demo image as SVG, encodes it with sharp (and ffmpeg for the loader) and
 * writes it under public/. The outputs are committed; the running shop never needs this script.
 */
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { categorySlug, sliderCategoryNames } from "#contracts/categories.ts";
import { demoProducts } from "#server/db/seed/demo-catalogue.ts";
import { productImageWidths } from "#contracts/product.ts";
import { bannerImageWidths } from "#app/lib/home/banner-slides.ts";
import { bannerCount, bannerSvg } from "./banner-art";
import { writeBrandAssets } from "./brand-assets";
import { categoryCardSlugs, categorySvg } from "./category-art";
import { writeEmailLogo } from "./email-logo";
import { writeLoaderVideo } from "./loader-video";
import { productSvg } from "./product-art";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const publicDir = join(root, "public");
const media = join(publicDir, "media");
const categoryImageWidths = [240, 480] as const;

/** Renders an SVG once at full size, then writes each width as WebP. */
async function writeWidths(
  svg: string,
  widths: readonly number[],
  path: (w: number) => string,
  quality = 75,
) {
  const full = await sharp(Buffer.from(svg)).png().toBuffer();
  await Promise.all(
    widths.map(async (w) =>
      writeFile(path(w), await sharp(full).resize(w).webp({ quality, effort: 6 }).toBuffer()),
    ),
  );
}

/** Runs `task` over `items`, a few at a time (sharp is already multi-threaded). */
async function inBatches<T>(items: readonly T[], size: number, task: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(task));
}

async function products() {
  const dir = join(media, "products");
  await mkdir(dir, { recursive: true });
  const wanted = new Set(
    demoProducts.flatMap((p) => productImageWidths.map((w) => `${p.id}-${w}.webp`)),
  );
  for (const file of await readdir(dir)) if (!wanted.has(file)) await rm(join(dir, file)); // stale ids
  await inBatches(demoProducts, 4, (p) =>
    writeWidths(productSvg(p), productImageWidths, (w) => join(dir, `${p.id}-${w}.webp`)),
  );
  console.log(`products: ${demoProducts.length} × ${productImageWidths.join("/")} px`);
}

async function categories() {
  const dir = join(media, "categories");
  await mkdir(dir, { recursive: true });
  const missing = sliderCategoryNames
    .map(categorySlug)
    .filter((slug) => !categoryCardSlugs.includes(slug));
  if (missing.length > 0) throw new Error(`no category art for: ${missing.join(", ")}`);
  await inBatches(categoryCardSlugs, 3, (slug) =>
    writeWidths(categorySvg(slug, 480), categoryImageWidths, (w) => join(dir, `${slug}-${w}.webp`)),
  );
  console.log(`categories: ${categoryCardSlugs.length} × ${categoryImageWidths.join("/")} px`);
}

async function banners() {
  const dir = join(media, "banners");
  await mkdir(dir, { recursive: true });
  const slides = Array.from({ length: bannerCount }, (_, i) => i + 1);
  await inBatches(slides, 2, (i) =>
    writeWidths(bannerSvg(i), bannerImageWidths, (w) => join(dir, `slide-${i}-${w}.webp`), 80),
  );
  console.log(`banners: ${bannerCount} × ${bannerImageWidths.join("/")} px`);
}

async function brand() {
  await mkdir(join(media, "brand"), { recursive: true });
  const files = await writeBrandAssets(publicDir);
  console.log(`brand: ${files.map((f) => relative(publicDir, f)).join(", ")}`);
}

async function emailLogo() {
  await mkdir(join(media, "brand"), { recursive: true });
  const file = await writeEmailLogo(publicDir);
  console.log(`email-logo: ${relative(publicDir, file)}`);
}

async function loader() {
  await mkdir(join(media, "brand"), { recursive: true });
  const files = await writeLoaderVideo(join(media, "brand"));
  const sizes = await Promise.all(
    files.map(
      async (f) => `${relative(publicDir, f)} ${Math.round((await stat(f)).size / 1024)} KB`,
    ),
  );
  console.log(`loader: ${sizes.join(", ")}`);
}

const steps = { products, categories, banners, brand, "email-logo": emailLogo, loader };
type Step = keyof typeof steps;

const requested = process.argv.slice(2).filter((a) => a in steps) as Step[];
for (const step of requested.length > 0 ? requested : (Object.keys(steps) as Step[]))
  await steps[step]();
