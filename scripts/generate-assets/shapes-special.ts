/** Special perfume vessels: the Arabian attar, the body/room mist spray and the hanging car diffuser. */
import { joinArt, art } from "./art";
import { glassVessel, metalPart } from "./glass";
import { label, type Drawn, type ShapeInput } from "./shape-types";
import { darken, lighten, n, roundedRect } from "./svg-kit";

export function attarBottle(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const r = h * 0.21;
  const cy = base - r;
  const neckW = r * 0.32;
  const neckTop = base - h * 0.6;
  const outline = [
    `M${n(cx - r * 0.45)} ${n(base)}`,
    `C${n(cx - r * 1.3)} ${n(base)} ${n(cx - r * 1.2)} ${n(cy - r * 0.95)} ${n(cx - neckW / 2)} ${n(cy - r * 1.3)}`,
    `V${n(neckTop)}H${n(cx + neckW / 2)}V${n(cy - r * 1.3)}`,
    `C${n(cx + r * 1.2)} ${n(cy - r * 0.95)} ${n(cx + r * 1.3)} ${n(base)} ${n(cx + r * 0.45)} ${n(base)}Z`,
  ].join("");
  const box = { x: cx - r * 1.05, y: neckTop, w: r * 2.1, h: base - neckTop };
  const spireBase = neckTop - h * 0.03;
  const spire = `M${n(cx)} ${n(base - h)}C${n(cx + r * 0.12)} ${n(base - h * 0.9)} ${n(cx + r * 0.42)} ${n(spireBase - h * 0.09)} ${n(cx + r * 0.3)} ${n(spireBase - h * 0.03)}Q${n(cx + r * 0.2)} ${n(spireBase)} ${n(cx)} ${n(spireBase)}Q${n(cx - r * 0.2)} ${n(spireBase)} ${n(cx - r * 0.3)} ${n(spireBase - h * 0.03)}C${n(cx - r * 0.42)} ${n(spireBase - h * 0.09)} ${n(cx - r * 0.12)} ${n(base - h * 0.9)} ${n(cx)} ${n(base - h)}Z`;
  const band = art(
    `<path d="M${n(cx - r * 1.02)} ${n(cy - r * 0.2)}Q${n(cx)} ${n(cy + r * 0.12)} ${n(cx + r * 1.02)} ${n(cy - r * 0.2)}" fill="none" stroke="${s.accent}" stroke-width="${n(r * 0.07)}" opacity="0.9"/>` +
      [-0.6, -0.3, 0, 0.3, 0.6]
        .map(
          (t) =>
            `<circle cx="${n(cx + t * r)}" cy="${n(cy - r * 0.2 + (0.32 - t * t * 0.35) * r * 0.4)}" r="${n(r * 0.035)}" fill="${lighten(s.accent, 0.4)}"/>`,
        )
        .join(""),
  );
  const tagW = h * 0.34;
  const tagH = h * 0.2;
  const tagX = cx + r * 1.05 + tagW * 0.55;
  const tagY = cy - tagH * 0.9;
  const thread = art(
    `<path d="M${n(cx + neckW / 2)} ${n(neckTop + h * 0.05)}Q${n(tagX - tagW * 0.2)} ${n(tagY - h * 0.05)} ${n(tagX - tagW * 0.42)} ${n(tagY + tagH * 0.12)}" fill="none" stroke="${s.accent}" stroke-width="${n(h * 0.004)}"/>`,
  );
  const tag = label(
    s,
    tagX,
    tagY,
    tagW,
    tagH,
    "#f4efe6",
    s.labelStyle === "none" ? "none" : "plate",
  );
  return {
    width: r * 2.2,
    art: joinArt(
      glassVessel({
        id: s.id,
        outline,
        box,
        liquid: s.liquid,
        backdrop: s.backdrop,
        wall: r * 0.1,
        base: r * 0.14,
        level: 0.6,
      }),
      band,
      metalPart(
        `${s.id}-neck`,
        roundedRect(cx - neckW * 0.85, neckTop - h * 0.02, neckW * 1.7, h * 0.04, 2),
        s.accent,
      ),
      metalPart(`${s.id}-cap`, spire, s.accent),
      s.labelStyle === "none" ? art("") : thread,
      { defs: tag.defs, svg: `<g transform="rotate(-5 ${n(tagX)} ${n(tagY)})">${tag.svg}</g>` },
    ),
  };
}

export function mistSpray(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const bw = h * 0.33;
  const bh = h * 0.7;
  const box = { x: cx - bw / 2, y: base - bh, w: bw, h: bh };
  const collarY = box.y - h * 0.045;
  const capH = h * 0.22;
  const capW = bw * 0.84;
  const capY = box.y - capH - h * 0.01;
  const overcap = art(
    `<path d="${roundedRect(cx - capW / 2, capY, capW, capH, capW * 0.2, 2)}" fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.5"/>` +
      `<rect x="${n(cx - capW * 0.34)}" y="${n(capY + capH * 0.12)}" width="${n(capW * 0.07)}" height="${n(capH * 0.76)}" rx="${n(capW * 0.03)}" fill="#ffffff" opacity="0.55"/>`,
  );
  return {
    width: bw,
    art: joinArt(
      glassVessel({
        id: s.id,
        outline: roundedRect(box.x, box.y, bw, bh, bw * 0.2, bw * 0.1),
        box,
        liquid: s.liquid,
        backdrop: s.backdrop,
        frosted: true,
        level: 0.9,
      }),
      metalPart(
        `${s.id}-neck`,
        roundedRect(cx - bw * 0.22, collarY, bw * 0.44, h * 0.05, 2),
        s.accent,
      ),
      metalPart(
        `${s.id}-act`,
        roundedRect(cx - bw * 0.13, collarY - h * 0.06, bw * 0.26, h * 0.065, bw * 0.04, 1),
        lighten(s.accent, 0.2),
      ),
      overcap,
      label(s, cx, box.y + bh * 0.36, bw * 0.8, bh * 0.28, lighten(s.liquid, 0.4)),
    ),
  };
}

export function carDiffuser(s: ShapeInput): Drawn {
  const { cx, base, h } = s.at;
  const bw = h * 0.5;
  const bh = h * 0.5;
  const box = { x: cx - bw / 2, y: base - bh, w: bw, h: bh };
  const capW = h * 0.2;
  const capH = h * 0.17;
  const capY = box.y - capH - h * 0.015;
  const wood = "#8b6a4b";
  const cord = art(
    `<path d="M${n(cx - capW * 0.2)} ${n(capY + 2)}L${n(cx - 1)} ${n(base - h * 1.6)}M${n(cx + capW * 0.2)} ${n(capY + 2)}L${n(cx + 1)} ${n(base - h * 1.6)}" stroke="${darken(s.accent, 0.1)}" stroke-width="${n(h * 0.008)}" fill="none"/>`,
  );
  return {
    width: bw,
    isHanging: true,
    art: joinArt(
      cord,
      metalPart(
        `${s.id}-cap`,
        roundedRect(cx - capW / 2, capY, capW, capH + h * 0.02, capW * 0.3, capW * 0.08),
        wood,
      ),
      art(
        `<path d="M${n(cx - capW / 2 + 2)} ${n(capY + capH * 0.35)}H${n(cx + capW / 2 - 2)}M${n(cx - capW / 2 + 2)} ${n(capY + capH * 0.7)}H${n(cx + capW / 2 - 2)}" stroke="${darken(wood, 0.3)}" stroke-opacity="0.35" stroke-width="1"/>`,
      ),
      glassVessel({
        id: s.id,
        outline: roundedRect(box.x, box.y, bw, bh, bw * 0.16),
        box,
        liquid: s.liquid,
        backdrop: s.backdrop,
        wall: bw * 0.08,
        base: bh * 0.12,
        level: 0.75,
      }),
      label(s, cx, box.y + bh * 0.3, bw * 0.66, bh * 0.44, s.liquid),
    ),
  };
}
