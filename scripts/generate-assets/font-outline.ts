/**
 * Text as SVG paths, read straight from the @fontsource WOFF files the app already ships, so the
 * generated images and the logo never depend on fonts installed on the machine (or the viewer's).
 * Handles WOFF 1.0 with TrueType outlines: cmap formats 4 and 12, simple and composite glyphs.
 * No kerning: the brand sets its words in spaced capitals, where pair kerning is invisible.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

export interface Font {
  unitsPerEm: number;
  glyphIndex(codePoint: number): number;
  advance(glyph: number): number;
  /** Contours in font units, y up. */
  contours(glyph: number): Point[][];
}

interface Point {
  x: number;
  y: number;
  onCurve: boolean;
}

const require = createRequire(import.meta.url);

/** Loads e.g. fontsourceFont("cormorant-garamond", "latin-600-normal"). */
export function fontsourceFont(family: string, variant: string): Font {
  return parseWoff(
    readFileSync(require.resolve(`@fontsource/${family}/files/${family}-${variant}.woff`)),
  );
}

function parseWoff(woff: Buffer): Font {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const tables = new Map<string, Buffer>();
  const count = woff.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const tag = woff.toString("latin1", entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    tables.set(tag, compressed < original ? inflateSync(raw) : raw);
  }
  const table = (tag: string): Buffer => {
    const found = tables.get(tag);
    if (!found) throw new Error(`font has no ${tag} table`);
    return found;
  };
  const head = table("head");
  const unitsPerEm = head.readUInt16BE(18);
  const longLoca = head.readInt16BE(50) === 1;
  const metricsCount = table("hhea").readUInt16BE(34);
  const hmtx = table("hmtx");
  const loca = table("loca");
  const glyf = table("glyf");
  const lookup = cmapLookup(table("cmap"));

  const glyphRange = (glyph: number): [number, number] =>
    longLoca
      ? [loca.readUInt32BE(glyph * 4), loca.readUInt32BE(glyph * 4 + 4)]
      : [loca.readUInt16BE(glyph * 2) * 2, loca.readUInt16BE(glyph * 2 + 2) * 2];

  const contours = (glyph: number): Point[][] => {
    const [start, end] = glyphRange(glyph);
    if (end <= start) return [];
    const g = glyf.subarray(start, end);
    const contourCount = g.readInt16BE(0);
    return contourCount >= 0 ? simpleGlyph(g, contourCount) : compositeGlyph(g, contours);
  };

  return {
    unitsPerEm,
    glyphIndex: lookup,
    advance: (glyph) => hmtx.readUInt16BE(Math.min(glyph, metricsCount - 1) * 4),
    contours,
  };
}

function cmapLookup(cmap: Buffer): (codePoint: number) => number {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const sub = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    const format = sub.readUInt16BE(0);
    if (format === 12 && (platform === 3 || platform === 0)) {
      const groups = sub.readUInt32BE(12);
      return (cp) => {
        for (let g = 0; g < groups; g++) {
          const at = 16 + g * 12;
          const first = sub.readUInt32BE(at);
          if (cp >= first && cp <= sub.readUInt32BE(at + 4))
            return sub.readUInt32BE(at + 8) + cp - first;
        }
        return 0;
      };
    }
    if (format === 4 && (platform === 3 || platform === 0) && encoding <= 3) {
      const segments = sub.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      return (cp) => {
        for (let s = 0; s < segments; s++) {
          if (cp > sub.readUInt16BE(ends + s * 2)) continue;
          const first = sub.readUInt16BE(starts + s * 2);
          if (cp < first) return 0;
          const delta = sub.readInt16BE(deltas + s * 2);
          const rangeOffset = sub.readUInt16BE(rangeOffsets + s * 2);
          if (rangeOffset === 0) return (cp + delta) & 0xffff;
          const at = rangeOffsets + s * 2 + rangeOffset + (cp - first) * 2;
          const glyph = sub.readUInt16BE(at);
          return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
        }
        return 0;
      };
    }
  }
  throw new Error("font has no usable cmap");
}

function simpleGlyph(g: Buffer, contourCount: number): Point[][] {
  const endPoints: number[] = [];
  for (let c = 0; c < contourCount; c++) endPoints.push(g.readUInt16BE(10 + c * 2));
  const pointCount = (endPoints[endPoints.length - 1] ?? -1) + 1;
  let at = 10 + contourCount * 2;
  at += 2 + g.readUInt16BE(at); // skip hinting instructions
  const flags: number[] = [];
  while (flags.length < pointCount) {
    const flag = g.readUInt8(at++);
    flags.push(flag);
    if (flag & 8) for (let r = g.readUInt8(at++); r > 0; r--) flags.push(flag);
  }
  const readAxis = (shortBit: number, sameBit: number): number[] => {
    const values: number[] = [];
    let value = 0;
    for (const flag of flags) {
      if (flag & shortBit) {
        const d = g.readUInt8(at++);
        value += flag & sameBit ? d : -d;
      } else if (!(flag & sameBit)) {
        value += g.readInt16BE(at);
        at += 2;
      }
      values.push(value);
    }
    return values;
  };
  const xs = readAxis(2, 16);
  const ys = readAxis(4, 32);
  const out: Point[][] = [];
  let first = 0;
  for (const last of endPoints) {
    const contour: Point[] = [];
    for (let p = first; p <= last; p++)
      contour.push({ x: xs[p] ?? 0, y: ys[p] ?? 0, onCurve: ((flags[p] ?? 0) & 1) === 1 });
    out.push(contour);
    first = last + 1;
  }
  return out;
}

function compositeGlyph(g: Buffer, contoursOf: (glyph: number) => Point[][]): Point[][] {
  const out: Point[][] = [];
  let at = 10;
  for (;;) {
    const flags = g.readUInt16BE(at);
    const component = g.readUInt16BE(at + 2);
    at += 4;
    let dx: number;
    let dy: number;
    if (flags & 1) {
      dx = g.readInt16BE(at);
      dy = g.readInt16BE(at + 2);
      at += 4;
    } else {
      dx = g.readInt8(at);
      dy = g.readInt8(at + 1);
      at += 2;
    }
    let [a, b, c, d] = [1, 0, 0, 1];
    const f2dot14 = (o: number) => g.readInt16BE(o) / 16384;
    if (flags & 8) {
      a = d = f2dot14(at);
      at += 2;
    } else if (flags & 0x40) {
      a = f2dot14(at);
      d = f2dot14(at + 2);
      at += 4;
    } else if (flags & 0x80) {
      [a, b, c, d] = [f2dot14(at), f2dot14(at + 2), f2dot14(at + 4), f2dot14(at + 6)];
      at += 8;
    }
    for (const contour of contoursOf(component))
      out.push(
        contour.map((p) => ({
          x: a * p.x + c * p.y + dx,
          y: b * p.x + d * p.y + dy,
          onCurve: p.onCurve,
        })),
      );
    if (!(flags & 0x20)) break;
  }
  return out;
}

export interface TextOptions {
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  /** Extra space after each character, in em. */
  tracking?: number;
  anchor?: "start" | "middle" | "end";
}

/** The advance width of `text` in px at `size`, including tracking between characters. */
export function measureText(font: Font, text: string, size: number, tracking = 0): number {
  const chars = [...text];
  const units = chars.reduce(
    (sum, ch) => sum + font.advance(font.glyphIndex(ch.codePointAt(0) ?? 32)),
    0,
  );
  return (units / font.unitsPerEm) * size + Math.max(0, chars.length - 1) * tracking * size;
}

/** SVG path data for `text`, positioned like an SVG <text> with the given anchor. */
export function textPath(font: Font, text: string, options: TextOptions): string {
  const { size, tracking = 0, anchor = "start" } = options;
  const width = measureText(font, text, size, tracking);
  let pen = options.x - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
  const scale = size / font.unitsPerEm;
  const parts: string[] = [];
  for (const ch of text) {
    const glyph = font.glyphIndex(ch.codePointAt(0) ?? 32);
    for (const contour of font.contours(glyph))
      parts.push(contourPath(contour, pen, options.y, scale));
    pen += font.advance(glyph) * scale + tracking * size;
  }
  return parts.join("");
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toString();

/** One closed TrueType contour (quadratic B-splines with implied on-curve points) as path data. */
function contourPath(points: Point[], ox: number, oy: number, scale: number): string {
  if (points.length === 0) return "";
  const pts = points.map((p) => ({ x: ox + p.x * scale, y: oy - p.y * scale, on: p.onCurve }));
  const mid = (a: { x: number; y: number }, b: { x: number; y: number }) => ({
    x: (a.x + b.x) / 2,
    y: (a.y + b.y) / 2,
  });
  const startIndex = pts.findIndex((p) => p.on);
  const first = pts[0];
  const last = pts[pts.length - 1];
  if (!first || !last) return "";
  const start = pts[startIndex] ?? mid(last, first);
  const ordered =
    startIndex >= 0
      ? [...pts.slice(startIndex + 1), ...pts.slice(0, startIndex + 1)]
      : pts.concat([]);
  let d = `M${fmt(start.x)} ${fmt(start.y)}`;
  let control: { x: number; y: number } | null = null;
  for (const p of ordered) {
    if (p.on) {
      d += control
        ? `Q${fmt(control.x)} ${fmt(control.y)} ${fmt(p.x)} ${fmt(p.y)}`
        : `L${fmt(p.x)} ${fmt(p.y)}`;
      control = null;
    } else {
      if (control) {
        const m = mid(control, p);
        d += `Q${fmt(control.x)} ${fmt(control.y)} ${fmt(m.x)} ${fmt(m.y)}`;
      }
      control = p;
    }
  }
  if (control) d += `Q${fmt(control.x)} ${fmt(control.y)} ${fmt(start.x)} ${fmt(start.y)}`;
  return `${d}Z`;
}
