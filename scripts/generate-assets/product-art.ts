/** The product illustrations: one still life per demo product, named after its id. */
import type { DemoProduct } from "#server/db/seed/demo-product.ts";
import { joinArt, type Art } from "./art";
import { familyOf } from "./product-family";
import { drawShape, isGlassShape, shapeScale } from "./product-shape";
import { surfaceProp } from "./surface-props";
import { groundShadow, leafShadows, lightBeam, plinth, room, slab, wallShape } from "./scene-props";
import type { LabelStyle } from "./label";
import { darken, isDark, lighten, mix, palette, seeded, svgDocument } from "./svg-kit";

const size = 800;
const standardHeight = 540;

type Wall = "disc" | "arch" | "leaves" | "beam" | "plain";
type Surface = "floor" | "plinth" | "slab";

/** The full 800×800 SVG for one product. */
export function productSvg(product: DemoProduct): string {
  const { look } = product;
  const random = seeded(product.id);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const deep = isDark(look.backdrop);
  const hanging = look.shape === "car-vent";
  const wall: Wall = pick(["disc", "arch", "leaves", "beam", "plain", "disc", "arch"]);
  const surface: Surface = hanging ? "floor" : pick(["floor", "plinth", "slab", "plinth"]);
  const horizon = surface === "floor" ? 610 : 575;
  const h = standardHeight * shapeScale[look.shape];
  const family = familyOf(product.name);
  const withProp = family !== undefined && surface !== "plinth" && !hanging && random() < 0.75;
  const propSide = random() < 0.5 ? -1 : 1;
  const cx = size / 2 + (withProp ? -propSide * 50 : (random() - 0.5) * 24);
  const stone = mix(look.backdrop, deep ? "#5a4d44" : palette.warmStone, 0.55);
  const tint = deep
    ? lighten(look.backdrop, 0.08)
    : mix(lighten(look.backdrop, 0.35), look.liquid, 0.08);

  let base = surface === "floor" ? horizon + 95 : horizon + 45;
  const labelStyle: LabelStyle = pick(["plate", "plate", "engraved"]);
  const drawn = drawShape(
    look.shape,
    {
      id: "o",
      name: product.name,
      liquid: look.liquid,
      accent: look.accent,
      backdrop: look.backdrop,
      at: { cx, base: hanging ? 500 : base, h },
      labelStyle,
    },
    product.category === "Lotion",
  );

  const pieces: Art[] = [room("r", size, size, horizon, look.backdrop)];
  if (wall === "disc" || wall === "arch")
    pieces.push(wallShape(wall, cx, horizon, wall === "disc" ? 255 : 225, tint));
  if (wall === "leaves")
    pieces.push(leafShadows("w", 840, -60, 660, darken(look.backdrop, 0.5), random));
  if (wall === "beam") pieces.push(lightBeam("w", 40, size, horizon, deep ? 0.08 : 0.4));
  if (surface === "plinth")
    pieces.push(plinth("p", cx, base, Math.max(130, drawn.width * 0.85), size - base + 20, stone));
  if (surface === "slab")
    pieces.push(
      slab(
        cx + (withProp ? propSide * 40 : 0),
        base,
        Math.max(440, drawn.width * 1.9),
        40,
        140,
        stone,
      ),
    );
  if (hanging) base = horizon + 110;

  const shadowSurface = surface === "floor" ? look.backdrop : stone;
  pieces.push(
    hanging
      ? groundShadow("s", cx + 30, base, drawn.width * 1.4, shadowSurface)
      : groundShadow(
          "s",
          cx,
          base,
          drawn.width,
          shadowSurface,
          isGlassShape(look.shape) ? look.liquid : undefined,
        ),
  );
  if (withProp && family) {
    const propX = cx + propSide * (drawn.width / 2 + 125);
    pieces.push(surfaceProp(family, propX, base + 10, 210, random));
  }
  pieces.push(drawn.art);
  const all = joinArt(...pieces);
  return svgDocument(size, size, all.defs, all.svg);
}
