/** Perfume bottles: tall, square, round, faceted and flacon. */
import { joinArt, art } from "./art";
import { glassVessel, metalPart } from "./glass";
import { label, polygon, type Drawn, type ShapeInput } from "./shape-types";
import { darken, lighten, n, radial, roundedRect } from "./svg-kit";

export function tallBottle(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const bw = h * 0.36;
  const bh = h * 0.72;
  const box = { x: cx - bw / 2, y: base - bh, w: bw, h: bh };
  const capW = h * 0.17;
  const capH = h * 0.23;
  const capY = box.y - h * 0.035 - capH;
  return {
    width: bw,
    art: joinArt(
      glassVessel({
        id: s.id,
        outline: roundedRect(box.x, box.y, bw, bh, bw * 0.06, bw * 0.07),
        box,
        liquid: s.liquid,
        backdrop: s.backdrop,
        level: 0.86,
      }),
      metalPart(
        `${s.id}-neck`,
        roundedRect(cx - capW * 0.36, box.y - h * 0.04, capW * 0.72, h * 0.045, 2),
        s.accent,
      ),
      metalPart(
        `${s.id}-cap`,
        roundedRect(cx - capW / 2, capY, capW, capH, capW * 0.08, capW * 0.03),
        s.accent,
      ),
      label(s, cx, box.y + bh * 0.36, bw * 0.74, bh * 0.3, s.liquid),
    ),
  };
}

export function squareBottle(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const bw = h * 0.64;
  const bh = h * 0.6;
  const box = { x: cx - bw / 2, y: base - bh, w: bw, h: bh };
  const capW = h * 0.3;
  const capH = h * 0.27;
  const collarY = box.y - h * 0.05;
  return {
    width: bw,
    art: joinArt(
      glassVessel({
        id: s.id,
        outline: roundedRect(box.x, box.y, bw, bh, bw * 0.05),
        box,
        liquid: s.liquid,
        backdrop: s.backdrop,
        wall: bw * 0.08,
        base: bh * 0.14,
        level: 0.84,
      }),
      metalPart(
        `${s.id}-neck`,
        roundedRect(cx - capW * 0.3, collarY, capW * 0.6, h * 0.055, 2),
        s.accent,
      ),
      metalPart(
        `${s.id}-cap`,
        roundedRect(cx - capW / 2, collarY - capH, capW, capH, capW * 0.05),
        s.accent,
      ),
      label(s, cx, box.y + bh * 0.3, bw * 0.56, bh * 0.36, s.liquid),
    ),
  };
}

export function roundBottle(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const r = h * 0.34;
  const cy = base - r * 0.87;
  const outline = `M${n(cx - r * 0.5)} ${n(base)}A${n(r)} ${n(r)} 0 1 1 ${n(cx + r * 0.5)} ${n(base)}Z`;
  const box = { x: cx - r, y: cy - r, w: r * 2, h: base - (cy - r) };
  const top = cy - r;
  const ballR = h * 0.12;
  const ball = art(
    `<circle cx="${n(cx)}" cy="${n(top - h * 0.05 - ballR)}" r="${n(ballR)}" fill="url(#${s.id}-ball)"/>`,
    radial(
      `${s.id}-ball`,
      [
        [0, lighten(s.accent, 0.6)],
        [0.45, s.accent],
        [1, darken(s.accent, 0.45)],
      ],
      0.36,
      0.32,
      0.7,
    ),
  );
  return {
    width: r * 2,
    art: joinArt(
      glassVessel({
        id: s.id,
        outline,
        box,
        liquid: s.liquid,
        backdrop: s.backdrop,
        wall: r * 0.09,
        base: r * 0.14,
        level: 0.8,
      }),
      metalPart(
        `${s.id}-neck`,
        roundedRect(cx - r * 0.2, top - h * 0.06, r * 0.4, h * 0.075, 2),
        s.accent,
      ),
      ball,
      label(s, cx, cy - r * 0.12, r * 1.05, r * 0.56, s.liquid),
    ),
  };
}

export function facetedBottle(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const bw = h * 0.5;
  const bh = h * 0.6;
  const x = cx - bw / 2;
  const y = base - bh;
  const c = bw * 0.16;
  const outline = polygon([
    [x + c, y],
    [x + bw - c, y],
    [x + bw, y + c],
    [x + bw, y + bh - c],
    [x + bw - c, base],
    [x + c, base],
    [x, y + bh - c],
    [x, y + c],
  ]);
  const facets = art(
    `<g clip-path="url(#${s.id}-c)">` +
      `<path d="${polygon([
        [x, y],
        [x + c, y],
        [x + c, base],
        [x, base],
      ])}" fill="#ffffff" opacity="0.16"/>` +
      `<path d="${polygon([
        [x + bw - c, y],
        [x + bw, y],
        [x + bw, base],
        [x + bw - c, base],
      ])}" fill="#000000" opacity="0.14"/>` +
      `<path d="${polygon([
        [x + c, y],
        [x + bw - c, y],
        [x + bw - c * 1.4, y + c * 0.7],
        [x + c * 1.4, y + c * 0.7],
      ])}" fill="#ffffff" opacity="0.22"/>` +
      `<path d="${polygon([
        [x + c * 1.4, base - c * 0.6],
        [x + bw - c * 1.4, base - c * 0.6],
        [x + bw - c, base],
        [x + c, base],
      ])}" fill="#000000" opacity="0.1"/>` +
      `</g>`,
  );
  const capW = h * 0.26;
  const capH = h * 0.3;
  const capBottom = y - h * 0.05;
  const capTop = capBottom - capH;
  const cap = polygon([
    [cx - capW * 0.32, capTop],
    [cx + capW * 0.32, capTop],
    [cx + capW / 2, capTop + capH * 0.3],
    [cx + capW * 0.28, capBottom],
    [cx - capW * 0.28, capBottom],
    [cx - capW / 2, capTop + capH * 0.3],
  ]);
  const capFacets = art(
    `<path d="${polygon([
      [cx - capW * 0.12, capTop],
      [cx + capW * 0.12, capTop],
      [cx + capW * 0.1, capBottom],
      [cx - capW * 0.1, capBottom],
    ])}" fill="#ffffff" opacity="0.18"/>` +
      `<path d="M${n(cx - capW / 2)} ${n(capTop + capH * 0.3)}H${n(cx + capW / 2)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1"/>`,
  );
  return {
    width: bw,
    art: joinArt(
      glassVessel({
        id: s.id,
        outline,
        box: { x, y, w: bw, h: bh },
        liquid: s.liquid,
        backdrop: s.backdrop,
        wall: bw * 0.07,
        base: bh * 0.12,
        level: 0.83,
      }),
      facets,
      metalPart(
        `${s.id}-neck`,
        roundedRect(cx - capW * 0.22, capBottom - 2, capW * 0.44, h * 0.055, 2),
        s.accent,
      ),
      metalPart(`${s.id}-cap`, cap, s.accent),
      capFacets,
      label(s, cx, y + bh * 0.32, bw * 0.6, bh * 0.34, s.liquid),
    ),
  };
}

export function flaconBottle(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const w = h * 0.52;
  const bh = h * 0.58;
  const x = cx - w / 2;
  const y = base - bh;
  const r = w * 0.1;
  const neck = w * 0.3;
  const outline = [
    `M${n(x + r)} ${n(base)}H${n(x + w - r)}Q${n(x + w)} ${n(base)} ${n(x + w)} ${n(base - r)}`,
    `V${n(y + bh * 0.36)}C${n(x + w)} ${n(y + bh * 0.08)} ${n(cx + neck / 2 + w * 0.12)} ${n(y)} ${n(cx + neck / 2)} ${n(y)}`,
    `H${n(cx - neck / 2)}C${n(cx - neck / 2 - w * 0.12)} ${n(y)} ${n(x)} ${n(y + bh * 0.08)} ${n(x)} ${n(y + bh * 0.36)}`,
    `V${n(base - r)}Q${n(x)} ${n(base)} ${n(x + r)} ${n(base)}Z`,
  ].join("");
  const capW = h * 0.17;
  const capH = h * 0.32;
  const collarY = y - h * 0.045;
  return {
    width: w,
    art: joinArt(
      glassVessel({
        id: s.id,
        outline,
        box: { x, y, w, h: bh },
        liquid: s.liquid,
        backdrop: s.backdrop,
        wall: w * 0.06,
        level: 0.78,
      }),
      metalPart(
        `${s.id}-neck`,
        roundedRect(cx - neck * 0.55, collarY, neck * 1.1, h * 0.05, 2),
        s.accent,
      ),
      metalPart(
        `${s.id}-cap`,
        roundedRect(cx - capW / 2, collarY - capH, capW, capH, capW * 0.5, capW * 0.04),
        s.accent,
      ),
      label(s, cx, y + bh * 0.42, w * 0.64, bh * 0.34, s.liquid),
    ),
  };
}
