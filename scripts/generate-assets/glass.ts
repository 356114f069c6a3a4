import { art, type Art } from "./art";
import { blur, darken, isDark, lighten, linear, mix, n, radial } from "./svg-kit";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface VesselOptions {
  id: string;
  outline: string;
  box: Box;
  /** Liquid colour, or the body colour of an opaque vessel. */
  liquid: string;
  backdrop: string;
  /** How full, 0..1 of the body height. */
  level?: number;
  /** Glass wall thickness in px; thick walls read as luxury glass. */
  wall?: number;
  /** Thick glass base height in px. */
  base?: number;
  /** Frosted glass: the liquid shows through a milky veil. */
  frosted?: boolean;
}

/**
 * A glass vessel lit from the upper left: clear glass tinted by the room, coloured liquid inset by
 * the wall thickness, a heavy base, soft volume shading, two specular strips and a fine edge.
 */
export function glassVessel(o: VesselOptions): Art {
  const { id, outline, box, liquid, backdrop } = o;
  const wall = o.wall ?? box.w * 0.05;
  const baseH = o.base ?? box.h * 0.08;
  const level = o.level ?? 0.82;
  const levelY = box.y + box.h * (1 - level);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const sx = (box.w - wall * 2) / box.w;
  const sy = (box.h - wall * 2) / box.h;
  const inner = `translate(${n(cx)} ${n(cy)}) scale(${sx.toFixed(4)} ${sy.toFixed(4)}) translate(${n(-cx)} ${n(-cy)})`;
  const deepRoom = isDark(backdrop);
  const glassTint = deepRoom
    ? mix(backdrop, liquid, 0.3)
    : mix(lighten(backdrop, 0.35), liquid, 0.12);

  const defs = [
    `<clipPath id="${id}-c"><path d="${outline}"/></clipPath>`,
    `<clipPath id="${id}-l"><rect x="${n(box.x)}" y="${n(levelY)}" width="${n(box.w)}" height="${n(box.y + box.h - baseH - levelY)}"/></clipPath>`,
    linear(`${id}-lq`, [
      [0, lighten(liquid, 0.28)],
      [0.18, lighten(liquid, 0.08)],
      [0.5, liquid],
      [0.82, darken(liquid, 0.22)],
      [1, darken(liquid, 0.4)],
    ]),
    linear(
      `${id}-depth`,
      [
        [0, "#000000", 0],
        [0.7, "#000000", 0],
        [1, "#000000", 0.16],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(`${id}-vol`, [
      [0, "#ffffff", 0.32],
      [0.28, "#ffffff", 0],
      [0.68, "#000000", 0],
      [1, "#000000", 0.2],
    ]),
    linear(
      `${id}-sp`,
      [
        [0, "#ffffff", 0.75],
        [0.5, "#ffffff", 0.25],
        [1, "#ffffff", 0.55],
      ],
      0,
      0,
      0,
      1,
    ),
    blur(`${id}-soft`, Math.max(1, box.w * 0.012)),
    radial(
      `${id}-glow`,
      [
        [0, lighten(liquid, 0.55), 0.55],
        [1, lighten(liquid, 0.55), 0],
      ],
      0.5,
      0.7,
      0.5,
    ),
  ].join("");

  const frost = o.frosted ? 0.55 : 0;
  const svg = [
    `<path d="${outline}" fill="${glassTint}" fill-opacity="${o.frosted ? 0.92 : deepRoom ? 0.45 : 0.5}"/>`,
    `<g clip-path="url(#${id}-c)">`,
    `<g clip-path="url(#${id}-l)"><path d="${outline}" transform="${inner}" fill="url(#${id}-lq)"/>`,
    `<path d="${outline}" transform="${inner}" fill="url(#${id}-depth)"/>`,
    `<path d="${outline}" transform="${inner}" fill="none" stroke="${darken(liquid, 0.3)}" stroke-opacity="0.35" stroke-width="${n(Math.max(1, box.w * 0.008))}"/>`,
    `<rect x="${n(box.x)}" y="${n(levelY + box.h * 0.25)}" width="${n(box.w)}" height="${n(box.h)}" fill="url(#${id}-glow)"/></g>`,
    `<rect x="${n(box.x + wall)}" y="${n(levelY - 1)}" width="${n(box.w - wall * 2)}" height="${n(Math.max(1.5, box.h * 0.006))}" fill="${lighten(liquid, 0.5)}" opacity="0.7"/>`,
    frost ? `<path d="${outline}" fill="${lighten(backdrop, 0.6)}" opacity="${frost}"/>` : "",
    `<rect x="${n(box.x)}" y="${n(box.y + box.h - baseH)}" width="${n(box.w)}" height="${n(baseH)}" fill="${lighten(liquid, 0.45)}" opacity="0.45"/>`,
    `<rect x="${n(box.x)}" y="${n(box.y + box.h - baseH)}" width="${n(box.w)}" height="${n(Math.max(1.5, baseH * 0.08))}" fill="#ffffff" opacity="0.45"/>`,
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="url(#${id}-vol)"/>`,
    // Window reflection on the right of the liquid, then two speculars: a soft glow and a crisp line.
    `<rect x="${n(box.x + box.w * 0.66)}" y="${n(levelY)}" width="${n(box.w * 0.1)}" height="${n(box.y + box.h - levelY - baseH)}" fill="#ffffff" opacity="${deepRoom ? 0.05 : 0.1}"/>`,
    `<rect x="${n(box.x + box.w * 0.1)}" y="${n(box.y + box.h * 0.05)}" width="${n(box.w * 0.11)}" height="${n(box.h * 0.88)}" rx="${n(box.w * 0.05)}" fill="url(#${id}-sp)" opacity="0.35" filter="url(#${id}-soft)"/>`,
    `<rect x="${n(box.x + box.w * 0.135)}" y="${n(box.y + box.h * 0.08)}" width="${n(Math.max(1.5, box.w * 0.022))}" height="${n(box.h * 0.8)}" rx="${n(box.w * 0.011)}" fill="url(#${id}-sp)" opacity="${deepRoom ? 0.6 : 0.9}"/>`,
    `<rect x="${n(box.x + box.w * 0.86)}" y="${n(box.y + box.h * 0.12)}" width="${n(Math.max(1, box.w * 0.012))}" height="${n(box.h * 0.7)}" rx="${n(box.w * 0.006)}" fill="#ffffff" opacity="0.5"/>`,
    `</g>`,
    `<path d="${outline}" fill="none" stroke="${deepRoom ? lighten(liquid, 0.4) : darken(liquid, 0.35)}" stroke-opacity="0.35" stroke-width="${n(Math.max(1, box.w * 0.006))}"/>`,
    `<path d="${outline}" transform="${inner}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="${n(Math.max(0.8, box.w * 0.004))}"/>`,
  ].join("");
  return art(svg, defs);
}

/** An opaque, satin-finished body (tube, pump bottle, jar): soft cylinder shading and a sheen. */
export function satinBody(id: string, outline: string, box: Box, colour: string): Art {
  const defs = [
    `<clipPath id="${id}-sc"><path d="${outline}"/></clipPath>`,
    linear(`${id}-sg`, [
      [0, darken(colour, 0.12)],
      [0.2, lighten(colour, 0.22)],
      [0.42, colour],
      [0.85, darken(colour, 0.16)],
      [1, darken(colour, 0.3)],
    ]),
  ].join("");
  const svg = [
    `<path d="${outline}" fill="url(#${id}-sg)"/>`,
    `<g clip-path="url(#${id}-sc)">`,
    `<rect x="${n(box.x + box.w * 0.16)}" y="${n(box.y)}" width="${n(box.w * 0.07)}" height="${n(box.h)}" fill="#ffffff" opacity="0.28"/>`,
    `</g>`,
    `<path d="${outline}" fill="none" stroke="${darken(colour, 0.4)}" stroke-opacity="0.25" stroke-width="${n(Math.max(1, box.w * 0.005))}"/>`,
  ].join("");
  return art(svg, defs);
}

/** A cylinder-shaded metal or lacquer part (caps, collars, pumps). */
export function metalPart(id: string, outline: string, accent: string): Art {
  const defs = linear(`${id}`, [
    [0, darken(accent, 0.38)],
    [0.2, lighten(accent, 0.5)],
    [0.38, lighten(accent, 0.1)],
    [0.7, darken(accent, 0.18)],
    [1, darken(accent, 0.45)],
  ]);
  return art(
    `<path d="${outline}" fill="url(#${id})"/><path d="${outline}" fill="none" stroke="${darken(accent, 0.5)}" stroke-opacity="0.3" stroke-width="1"/>`,
    defs,
  );
}
