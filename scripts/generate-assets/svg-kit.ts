/** Small helpers shared by every drawing: colours, gradients, filters and number formatting. */

export const palette = {
  ivory: "#f7f3ec",
  stone: "#d9cfc1",
  warmStone: "#c8bba8",
  espresso: "#1c1714",
  deepBrown: "#2a211c",
  gold: "#b08d57",
  paleGold: "#d6bf92",
} as const;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix of two hex colours; t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
export const darken = (c: string, t: number) => mix(c, "#120d0a", t);

/** Relative luminance 0..1 (sRGB approximation, good enough to pick a text colour). */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export const isDark = (hex: string) => luminance(hex) < 0.45;

/** Rounds for compact SVG. */
export const n = (v: number) => (Math.round(v * 10) / 10).toString();

export type Stop = [offset: number, colour: string, opacity?: number];

const stopsSvg = (stops: Stop[]) =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");

/** Linear gradient in objectBoundingBox units, from (x1,y1) to (x2,y2). */
export function linear(id: string, stops: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`;
}

/** Radial gradient in objectBoundingBox units. */
export function radial(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsSvg(stops)}</radialGradient>`;
}

/** Gaussian blur filter with a generous region so soft shapes are not clipped. */
export function blur(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** Metallic or lacquered cap gradient from an accent colour. */
export function metal(id: string, accent: string): string {
  return linear(id, [
    [0, darken(accent, 0.35)],
    [0.22, lighten(accent, 0.45)],
    [0.4, accent],
    [0.75, darken(accent, 0.2)],
    [1, darken(accent, 0.45)],
  ]);
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A rounded-rectangle path with independent top and bottom radii. */
export function roundedRect(
  x: number,
  y: number,
  w: number,
  h: number,
  rTop: number,
  rBottom = rTop,
): string {
  return [
    `M${n(x + rTop)} ${n(y)}`,
    `H${n(x + w - rTop)}`,
    `Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + rTop)}`,
    `V${n(y + h - rBottom)}`,
    `Q${n(x + w)} ${n(y + h)} ${n(x + w - rBottom)} ${n(y + h)}`,
    `H${n(x + rBottom)}`,
    `Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - rBottom)}`,
    `V${n(y + rTop)}`,
    `Q${n(x)} ${n(y)} ${n(x + rTop)} ${n(y)}Z`,
  ].join("");
}

/** Deterministic pseudo-random numbers for compositions (mulberry32 seeded from a string). */
export function seeded(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
