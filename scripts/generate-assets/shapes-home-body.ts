/** Home and body objects: reed diffuser, tube, pump bottle, jar, candle and gift box. */
import { art, joinArt } from "./art";
import { glassVessel, metalPart, satinBody } from "./glass";
import { productLabel } from "./label";
import type { Drawn, ShapeInput } from "./shape-types";
import {
  blur,
  darken,
  lighten,
  linear,
  mix,
  n,
  palette,
  radial,
  roundedRect,
  seeded,
} from "./svg-kit";

const paper = "#f4efe6";

export function reedDiffuser(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const w = h * 0.44;
  const vh = h * 0.44;
  const box = { x: cx - w / 2, y: base - vh, w, h: vh };
  const neckW = w * 0.34;
  const collarY = box.y - h * 0.035;
  const random = seeded(s.id);
  const reedCount = 7;
  const reeds: string[] = [];
  for (let i = 0; i < reedCount; i++) {
    const spread = (i / (reedCount - 1) - 0.5) * 2;
    const tipX = cx + spread * w * (0.42 + random() * 0.12);
    const tipY = base - h * (0.93 + random() * 0.07);
    const footX = cx + spread * neckW * 0.25;
    const midX = footX + (tipX - footX) * 0.45;
    const midY = collarY + (tipY - collarY) * 0.45;
    reeds.push(
      `<path d="M${n(footX)} ${n(collarY + 4)}L${n(midX)} ${n(midY)}" stroke="${darken("#b59a72", 0.25)}" stroke-width="${n(h * 0.0085)}" stroke-linecap="round"/>`,
      `<path d="M${n(midX)} ${n(midY)}L${n(tipX)} ${n(tipY)}" stroke="#c4aa82" stroke-width="${n(h * 0.0085)}" stroke-linecap="round"/>`,
    );
  }
  return {
    width: w,
    art: joinArt(
      art(`<g>${reeds.join("")}</g>`),
      glassVessel({
        id: s.id,
        outline: roundedRect(box.x, box.y, w, vh, w * 0.34, w * 0.12),
        box,
        liquid: s.liquid,
        backdrop: s.backdrop,
        wall: w * 0.07,
        base: vh * 0.14,
        level: 0.58,
      }),
      metalPart(`${s.id}-neck`, roundedRect(cx - neckW / 2, collarY, neckW, h * 0.05, 3), s.accent),
      productLabel({
        id: s.id,
        name: s.name,
        cx,
        y: box.y + vh * 0.36,
        w: w * 0.66,
        h: vh * 0.4,
        style: s.labelStyle === "none" ? "none" : "plate",
        ground: s.liquid,
        accent: s.accent,
      }),
    ),
  };
}

export function tube(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const body = mix(s.liquid, palette.ivory, 0.45);
  const capW = h * 0.2;
  const capH = h * 0.12;
  const capTop = base - capH;
  const tw = h * 0.36;
  const crimpH = h * 0.05;
  const top = base - h + crimpH;
  const foot = capW * 0.56;
  const len = capTop - top;
  const outline = [
    `M${n(cx - foot)} ${n(capTop)}`,
    `C${n(cx - foot)} ${n(capTop - len * 0.3)} ${n(cx - tw / 2)} ${n(top + len * 0.45)} ${n(cx - tw / 2)} ${n(top)}`,
    `H${n(cx + tw / 2)}`,
    `C${n(cx + tw / 2)} ${n(top + len * 0.45)} ${n(cx + foot)} ${n(capTop - len * 0.3)} ${n(cx + foot)} ${n(capTop)}Z`,
  ].join("");
  const ridges = Array.from({ length: Math.floor(tw / 5) }, (_, i) => {
    const x = cx - tw / 2 + 3 + i * 5;
    return `<path d="M${n(x)} ${n(top - crimpH + 2)}V${n(top - 2)}" stroke="${darken(body, 0.3)}" stroke-opacity="0.25" stroke-width="1"/>`;
  }).join("");
  return {
    width: tw,
    art: joinArt(
      satinBody(
        `${s.id}-crimp`,
        roundedRect(cx - tw / 2, top - crimpH, tw, crimpH + 1, 2),
        { x: cx - tw / 2, y: top - crimpH, w: tw, h: crimpH },
        darken(body, 0.05),
      ),
      art(ridges),
      satinBody(s.id, outline, { x: cx - tw / 2, y: top, w: tw, h: len }, body),
      metalPart(
        `${s.id}-cap`,
        roundedRect(cx - capW / 2, capTop, capW, capH, 2, capW * 0.12),
        s.accent,
      ),
      productLabel({
        id: s.id,
        name: s.name,
        cx,
        y: top + len * 0.14,
        w: tw * 0.8,
        h: len * 0.32,
        style: s.labelStyle === "none" ? "none" : "engraved",
        ground: body,
        accent: s.accent,
      }),
    ),
  };
}

export function pumpBottle(s: ShapeInput, finish: "glass" | "satin"): Drawn {
  const { cx, base, h } = s.at;
  const w = h * 0.4;
  const bh = h * 0.64;
  const box = { x: cx - w / 2, y: base - bh, w, h: bh };
  const outline = roundedRect(box.x, box.y, w, bh, w * 0.24, w * 0.07);
  const collarY = box.y - h * 0.05;
  const stemTop = collarY - h * 0.11;
  const headH = h * 0.07;
  const head = [
    `M${n(cx - w * 0.16)} ${n(stemTop + headH)}V${n(stemTop + headH * 0.3)}Q${n(cx - w * 0.16)} ${n(stemTop)} ${n(cx - w * 0.08)} ${n(stemTop)}`,
    `H${n(cx + w * 0.42)}Q${n(cx + w * 0.48)} ${n(stemTop)} ${n(cx + w * 0.48)} ${n(stemTop + headH * 0.35)}`,
    `H${n(cx + w * 0.16)}V${n(stemTop + headH)}Z`,
  ].join("");
  const bodyArt =
    finish === "satin"
      ? satinBody(s.id, outline, box, mix(s.liquid, palette.ivory, 0.4))
      : glassVessel({ id: s.id, outline, box, liquid: s.liquid, backdrop: s.backdrop, level: 0.8 });
  const ground = finish === "satin" ? mix(s.liquid, palette.ivory, 0.4) : s.liquid;
  return {
    width: w,
    art: joinArt(
      metalPart(
        `${s.id}-stem`,
        `M${n(cx - w * 0.05)} ${n(collarY)}V${n(stemTop + headH - 1)}H${n(cx + w * 0.05)}V${n(collarY)}Z`,
        s.accent,
      ),
      metalPart(`${s.id}-head`, head, s.accent),
      bodyArt,
      metalPart(`${s.id}-neck`, roundedRect(cx - w * 0.2, collarY, w * 0.4, h * 0.06, 3), s.accent),
      productLabel({
        id: s.id,
        name: s.name,
        cx,
        y: box.y + bh * 0.34,
        w: w * 0.74,
        h: bh * 0.36,
        style: s.labelStyle === "none" ? "none" : finish === "satin" ? "engraved" : "plate",
        ground,
        accent: s.accent,
      }),
    ),
  };
}

export function jar(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const w = h * 1.25;
  const bh = h * 0.7;
  const lidH = h * 0.28;
  const box = { x: cx - w / 2, y: base - bh, w, h: bh };
  const body = mix(s.liquid, palette.ivory, 0.35);
  const lidW = w * 1.03;
  const lid = roundedRect(cx - lidW / 2, box.y - lidH, lidW, lidH + 2, lidW * 0.05, 3);
  const grooves = [0.3, 0.5, 0.7]
    .map(
      (t) =>
        `<path d="M${n(cx - lidW / 2 + 3)} ${n(box.y - lidH + lidH * t)}H${n(cx + lidW / 2 - 3)}" stroke="#000000" stroke-opacity="0.08" stroke-width="1.2"/>`,
    )
    .join("");
  return {
    width: w,
    art: joinArt(
      satinBody(s.id, roundedRect(box.x, box.y, w, bh, w * 0.03, w * 0.09), box, body),
      metalPart(`${s.id}-lid`, lid, s.accent),
      art(grooves),
      productLabel({
        id: s.id,
        name: s.name,
        cx,
        y: box.y + bh * 0.18,
        w: w * 0.56,
        h: bh * 0.62,
        style: s.labelStyle === "none" ? "none" : "plate",
        ground: body,
        accent: s.accent,
      }),
    ),
  };
}

export function candle(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const w = h * 0.7;
  const gh = h * 0.72;
  const box = { x: cx - w / 2, y: base - gh, w, h: gh };
  const waxTop = box.y + gh * 0.3;
  const flameH = h * 0.16;
  const flameBase = waxTop - h * 0.05;
  const flame = `M${n(cx)} ${n(flameBase - flameH)}C${n(cx + h * 0.035)} ${n(flameBase - flameH * 0.5)} ${n(cx + h * 0.04)} ${n(flameBase - flameH * 0.1)} ${n(cx)} ${n(flameBase)}C${n(cx - h * 0.04)} ${n(flameBase - flameH * 0.1)} ${n(cx - h * 0.035)} ${n(flameBase - flameH * 0.5)} ${n(cx)} ${n(flameBase - flameH)}Z`;
  const wax = mix(s.liquid, palette.ivory, 0.55);
  return {
    width: w,
    art: joinArt(
      art(
        `<circle cx="${n(cx)}" cy="${n(flameBase - flameH * 0.4)}" r="${n(h * 0.22)}" fill="#ffd9a0" opacity="0.35" filter="url(#${s.id}-glowb)"/>`,
        blur(`${s.id}-glowb`, h * 0.06),
      ),
      glassVessel({
        id: s.id,
        outline: roundedRect(box.x, box.y, w, gh, w * 0.03, w * 0.06),
        box,
        liquid: wax,
        backdrop: mix(s.backdrop, s.liquid, 0.35),
        wall: w * 0.05,
        base: gh * 0.12,
        level: 0.7,
      }),
      art(
        `<path d="M${n(cx)} ${n(waxTop + 2)}V${n(flameBase + 2)}" stroke="#2a211c" stroke-width="${n(h * 0.008)}"/>`,
      ),
      art(
        `<path d="${flame}" fill="url(#${s.id}-flame)"/>`,
        radial(
          `${s.id}-flame`,
          [
            [0, "#fffaf0"],
            [0.45, "#ffe3a8"],
            [1, "#e79b4a", 0.85],
          ],
          0.5,
          0.75,
          0.65,
        ),
      ),
      productLabel({
        id: s.id,
        name: s.name,
        cx,
        y: box.y + gh * 0.42,
        w: w * 0.62,
        h: gh * 0.36,
        style: s.labelStyle === "none" ? "none" : "plate",
        ground: s.liquid,
        accent: s.accent,
      }),
    ),
  };
}

export function giftBox(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const w = h * 0.95;
  const bh = h * 0.58;
  const lidH = h * 0.15;
  const box = { x: cx - w / 2, y: base - bh, w, h: bh };
  const lidW = w * 1.04;
  const lidY = box.y - lidH + 2;
  const ribbonX = cx + w * 0.2;
  const ribbonW = w * 0.09;
  const colour = s.liquid;
  const gradient = linear(`${s.id}-box`, [
    [0, lighten(colour, 0.12)],
    [0.5, colour],
    [1, darken(colour, 0.22)],
  ]);
  const bowY = lidY;
  const loop = (dir: 1 | -1) =>
    `M${n(ribbonX)} ${n(bowY)}C${n(ribbonX + dir * w * 0.05)} ${n(bowY - h * 0.2)} ${n(ribbonX + dir * w * 0.26)} ${n(bowY - h * 0.18)} ${n(ribbonX + dir * w * 0.16)} ${n(bowY - h * 0.02)}Z`;
  return {
    width: lidW,
    art: joinArt(
      art(
        `<path d="${roundedRect(box.x, box.y, w, bh, 2, 4)}" fill="url(#${s.id}-box)"/>`,
        gradient,
      ),
      art(
        `<path d="${roundedRect(cx - lidW / 2, lidY, lidW, lidH, 3, 2)}" fill="${lighten(colour, 0.06)}"/><rect x="${n(cx - lidW / 2)}" y="${n(lidY + lidH - 4)}" width="${n(lidW)}" height="4" fill="#000000" opacity="0.12"/>`,
      ),
      metalPart(
        `${s.id}-rib`,
        `M${n(ribbonX - ribbonW / 2)} ${n(lidY)}H${n(ribbonX + ribbonW / 2)}V${n(base)}H${n(ribbonX - ribbonW / 2)}Z`,
        s.accent,
      ),
      metalPart(`${s.id}-bowl`, loop(-1), s.accent),
      metalPart(`${s.id}-bowr`, loop(1), s.accent),
      art(
        `<ellipse cx="${n(ribbonX)}" cy="${n(bowY - h * 0.01)}" rx="${n(w * 0.035)}" ry="${n(h * 0.025)}" fill="${darken(s.accent, 0.15)}"/>`,
      ),
      productLabel({
        id: s.id,
        name: s.name,
        cx: cx - w * 0.14,
        y: box.y + bh * 0.26,
        w: w * 0.5,
        h: bh * 0.48,
        style: s.labelStyle === "none" ? "none" : "plate",
        ground: paper,
        accent: s.accent,
      }),
    ),
  };
}
