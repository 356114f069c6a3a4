/** Atmosphere for banners and category cards: standing objects, smoke, bokeh, rings, acacia, sky. */
import type { ProductLook } from "#server/db/seed/demo-product.ts";
import { art, joinArt, type Art } from "./art";
import { drawShape, isGlassShape, shapeScale } from "./product-shape";
import { groundShadow } from "./scene-props";
import { blur, darken, linear, n } from "./svg-kit";

export interface Colours {
  liquid: string;
  accent: string;
}

/** An unlabelled product object standing at (cx, base) with its shadow; `h` is a standard bottle's height. */
export function standing(
  id: string,
  shape: ProductLook["shape"],
  colours: Colours,
  backdrop: string,
  at: { cx: number; base: number; h: number },
  surface = backdrop,
): Art {
  const drawn = drawShape(shape, {
    id,
    name: "",
    liquid: colours.liquid,
    accent: colours.accent,
    backdrop,
    at: { ...at, h: at.h * shapeScale[shape] },
    labelStyle: "none",
  });
  const shadowBase = drawn.isHanging ? at.base + at.h * 0.5 : at.base;
  return joinArt(
    groundShadow(
      `${id}-sh`,
      at.cx,
      shadowBase,
      drawn.width,
      surface,
      isGlassShape(shape) ? colours.liquid : undefined,
    ),
    drawn.art,
  );
}

/** Curling strands of smoke rising from (x, y), widening as they climb. */
export function smoke(
  id: string,
  x: number,
  y: number,
  height: number,
  colour: string,
  random: () => number,
): Art {
  const strands = Array.from({ length: 3 }, (_, i) => {
    const phase = random() * Math.PI * 2;
    const points: [number, number][] = [];
    for (let step = 0; step <= 24; step++) {
      const t = step / 24;
      const sway = height * 0.09 * t * (1 + i * 0.4);
      points.push([x + Math.sin(phase + t * 7) * sway + t * height * 0.06, y - t * height]);
    }
    const d = points
      .map(([px, py], k) => {
        const next = points[k + 1];
        if (k === 0) return `M${n(px)} ${n(py)}`;
        if (!next) return `L${n(px)} ${n(py)}`;
        return `Q${n(px)} ${n(py)} ${n((px + next[0]) / 2)} ${n((py + next[1]) / 2)}`;
      })
      .join("");
    return `<path d="${d}" stroke="${colour}" stroke-width="${n(2 + i * 3)}" stroke-linecap="round" fill="none" opacity="${n(0.22 - i * 0.05)}"/>`;
  }).join("");
  return art(`<g filter="url(#${id}-smk)">${strands}</g>`, blur(`${id}-smk`, 2.5));
}

/** A stick of incense in a small holder, tip at the top right. */
export function incense(x: number, y: number, length: number, holder: string): Art {
  const tipX = x + length * 0.34;
  const tipY = y - length * 0.94;
  return art(
    `<path d="M${n(x)} ${n(y)}L${n(tipX)} ${n(tipY)}" stroke="#4a3022" stroke-width="${n(length * 0.018)}" stroke-linecap="round"/>` +
      `<circle cx="${n(tipX)}" cy="${n(tipY)}" r="${n(length * 0.012)}" fill="#e8894a"/>` +
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(length * 0.16)}" ry="${n(length * 0.05)}" fill="${holder}"/>`,
  );
}

/** Out-of-focus points of light. */
export function bokeh(
  id: string,
  w: number,
  h: number,
  count: number,
  colour: string,
  random: () => number,
  region = { x: 0, y: 0 },
): Art {
  const dots = Array.from({ length: count }, () => {
    const r = 8 + random() * 34;
    return `<circle cx="${n(region.x + random() * w)}" cy="${n(region.y + random() * h)}" r="${n(r)}" fill="${colour}" opacity="${n(0.08 + random() * 0.2)}"/>`;
  }).join("");
  return art(`<g filter="url(#${id}-bk)">${dots}</g>`, blur(`${id}-bk`, 5));
}

/** Thin concentric rings, like sound waves or ripples on water. */
export function rings(cx: number, cy: number, radii: number[], colour: string, width = 1.5): Art {
  return art(
    radii
      .map(
        (r, i) =>
          `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${colour}" stroke-width="${width}" opacity="${n(0.55 - i * 0.08)}"/>`,
      )
      .join(""),
  );
}

/** A flat-topped acacia silhouette standing on the horizon at x. */
export function acacia(x: number, ground: number, size: number, colour: string): Art {
  const canopyY = ground - size * 0.78;
  const canopy = [
    [-0.42, 0.02, 0.3, 0.07],
    [-0.12, -0.04, 0.36, 0.09],
    [0.22, 0.0, 0.32, 0.07],
    [0.48, 0.04, 0.2, 0.05],
    [-0.62, 0.06, 0.16, 0.04],
  ]
    .map(
      ([dx = 0, dy = 0, rx = 0, ry = 0]) =>
        `<ellipse cx="${n(x + dx * size)}" cy="${n(canopyY + dy * size)}" rx="${n(rx * size)}" ry="${n(ry * size)}"/>`,
    )
    .join("");
  const sw = size * 0.025;
  const trunk = `<path d="M${n(x - sw)} ${n(ground)}L${n(x - sw * 0.6)} ${n(ground - size * 0.4)}L${n(x - size * 0.3)} ${n(canopyY + size * 0.03)}L${n(x - size * 0.27)} ${n(canopyY + size * 0.05)}L${n(x)} ${n(ground - size * 0.45)}L${n(x + size * 0.25)} ${n(canopyY + size * 0.04)}L${n(x + size * 0.28)} ${n(canopyY + size * 0.06)}L${n(x + sw * 0.7)} ${n(ground - size * 0.38)}L${n(x + sw)} ${n(ground)}Z"/>`;
  return art(`<g fill="${colour}">${canopy}${trunk}</g>`);
}

/** A vertical sky gradient from `top` to `bottom` over the frame. */
export function sky(id: string, w: number, h: number, stops: [number, string][]): Art {
  return art(
    `<rect width="${w}" height="${n(h)}" fill="url(#${id})"/>`,
    linear(
      id,
      stops.map(([o, c]) => [o, c]),
      0,
      0,
      0,
      1,
    ),
  );
}

/** A soft glow (sun, lamp, spotlight). */
export function glow(
  id: string,
  cx: number,
  cy: number,
  r: number,
  colour: string,
  opacity: number,
): Art {
  return art(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${colour}" opacity="${opacity}" filter="url(#${id})"/>`,
    blur(id, r * 0.45),
  );
}

/** A fan of palm fronds, as a foreground silhouette or a botanical accent. */
export function frond(x: number, y: number, length: number, angle: number, colour: string): Art {
  const leaflets = Array.from({ length: 14 }, (_, i) => {
    const t = (i + 1) / 15;
    const side = i % 2 === 0 ? 1 : -1;
    const lx = length * t;
    const ll = length * 0.32 * Math.sin(Math.PI * (0.25 + t * 0.7));
    return `<path transform="translate(${n(lx)} 0) rotate(${side * 52})" d="M0 0Q${n(ll * 0.5)} ${n(-ll * 0.09)} ${n(ll)} 0Q${n(ll * 0.5)} ${n(ll * 0.09)} 0 0Z"/>`;
  }).join("");
  return art(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" fill="${colour}"><path d="M0 0L${n(length)} 0" stroke="${darken(colour, 0.15)}" stroke-width="${n(length * 0.012)}"/>${leaflets}</g>`,
  );
}
