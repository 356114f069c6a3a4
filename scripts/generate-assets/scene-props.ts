/** Still-life props shared by product, category and banner art: walls, plinths, shadows, leaves, silk. */
import { art, type Art } from "./art";
import { blur, darken, isDark, lighten, linear, mix, n, radial } from "./svg-kit";

/** A wall and a table surface meeting at `horizon`, lit from the upper left. */
export function room(id: string, w: number, h: number, horizon: number, backdrop: string): Art {
  const deep = isDark(backdrop);
  const defs = [
    linear(
      `${id}-wall`,
      [
        [0, lighten(backdrop, deep ? 0.06 : 0.3)],
        [1, backdrop],
      ],
      0,
      0,
      0,
      1,
    ),
    linear(
      `${id}-floor`,
      [
        [0, darken(backdrop, deep ? 0.25 : 0.07)],
        [1, deep ? darken(backdrop, 0.1) : lighten(backdrop, 0.12)],
      ],
      0,
      0,
      0,
      1,
    ),
    radial(
      `${id}-light`,
      [
        [0, "#ffffff", deep ? 0.12 : 0.45],
        [1, "#ffffff", 0],
      ],
      0.5,
      0.5,
      0.5,
    ),
  ].join("");
  const svg = [
    `<rect width="${w}" height="${n(horizon)}" fill="url(#${id}-wall)"/>`,
    `<ellipse cx="${n(w * 0.38)}" cy="${n(horizon * 0.45)}" rx="${n(w * 0.55)}" ry="${n(horizon * 0.6)}" fill="url(#${id}-light)"/>`,
    `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#${id}-floor)"/>`,
    `<rect y="${n(horizon - 1)}" width="${w}" height="2" fill="${darken(backdrop, 0.12)}" opacity="0.35"/>`,
  ].join("");
  return art(svg, defs);
}

/** A soft disc or arch set into the wall behind the object. */
export function wallShape(
  kind: "disc" | "arch",
  cx: number,
  horizon: number,
  size: number,
  colour: string,
): Art {
  if (kind === "disc")
    return art(
      `<circle cx="${n(cx)}" cy="${n(horizon - size * 0.78)}" r="${n(size)}" fill="${colour}"/>`,
    );
  const left = cx - size * 0.72;
  const right = cx + size * 0.72;
  const top = horizon - size * 2.05;
  return art(
    `<path d="M${n(left)} ${n(horizon)}V${n(top + size * 0.72)}A${n(size * 0.72)} ${n(size * 0.72)} 0 0 1 ${n(right)} ${n(top + size * 0.72)}V${n(horizon)}Z" fill="${colour}"/>`,
  );
}

/** A diagonal shaft of window light. */
export function lightBeam(id: string, x: number, w: number, h: number, opacity = 0.35): Art {
  return art(
    `<path d="M${n(x)} 0H${n(x + w * 0.18)}L${n(x + w * 0.55)} ${n(h)}H${n(x + w * 0.25)}Z" fill="#ffffff" opacity="${opacity}" filter="url(#${id}-beam)"/>`,
    blur(`${id}-beam`, w * 0.03),
  );
}

/** One palm-like leaf (a curved blade with a midrib) from `at`, pointing at `angle` degrees. */
export function leaf(x: number, y: number, length: number, angle: number, width = 0.22): string {
  const l = length;
  const wd = l * width;
  return `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" d="M0 0C${n(l * 0.25)} ${n(-wd)} ${n(l * 0.75)} ${n(-wd * 0.9)} ${n(l)} 0C${n(l * 0.7)} ${n(wd * 0.6)} ${n(l * 0.3)} ${n(wd * 0.7)} 0 0Z"/>`;
}

/** Blurred shadows of leaves falling on the wall, as if from a plant by a window. */
export function leafShadows(
  id: string,
  x: number,
  y: number,
  scale: number,
  colour: string,
  seed: () => number,
): Art {
  const leaves: string[] = [];
  for (let i = 0; i < 9; i++) {
    const angle = 100 + i * 14 + seed() * 10;
    const length = scale * (0.55 + seed() * 0.45);
    const sx = x + Math.cos((angle * Math.PI) / 180) * scale * 0.12 * i;
    const sy = y + Math.sin((angle * Math.PI) / 180) * scale * 0.08 * i;
    leaves.push(leaf(sx, sy, length, angle, 0.16));
  }
  return art(
    `<g fill="${colour}" opacity="0.22" filter="url(#${id}-leafb)">${leaves.join("")}</g>`,
    blur(`${id}-leafb`, scale * 0.018),
  );
}

/** A round stone plinth whose top sits at `top`. */
export function plinth(
  id: string,
  cx: number,
  top: number,
  rx: number,
  height: number,
  stone: string,
): Art {
  const ry = rx * 0.14;
  const defs = linear(`${id}-pl`, [
    [0, lighten(stone, 0.1)],
    [0.35, stone],
    [1, darken(stone, 0.2)],
  ]);
  return art(
    `<path d="M${n(cx - rx)} ${n(top)}V${n(top + height)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(top + height)}V${n(top)}Z" fill="url(#${id}-pl)"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rx)}" ry="${n(ry)}" fill="${lighten(stone, 0.16)}" stroke="${darken(stone, 0.12)}" stroke-opacity="0.35" stroke-width="1.2"/>`,
    defs,
  );
}

/** A low rectangular stone slab whose top face is at `top`. */
export function slab(
  cx: number,
  top: number,
  w: number,
  depth: number,
  height: number,
  stone: string,
): Art {
  const x = cx - w / 2;
  return art(
    `<path d="M${n(x + depth * 0.6)} ${n(top - depth / 2)}H${n(x + w + depth * 0.2)}L${n(x + w - depth * 0.2)} ${n(top + depth / 2)}H${n(x - depth * 0.6)}Z" fill="${lighten(stone, 0.14)}"/>` +
      `<rect x="${n(x - depth * 0.6)}" y="${n(top + depth / 2)}" width="${n(w + depth * 0.4)}" height="${n(height)}" fill="${stone}"/>` +
      `<path d="M${n(x + w - depth * 0.2)} ${n(top + depth / 2)}L${n(x + w + depth * 0.2)} ${n(top - depth / 2)}V${n(top - depth / 2 + height)}L${n(x + w - depth * 0.2)} ${n(top + depth / 2 + height)}Z" fill="${darken(stone, 0.14)}"/>`,
  );
}

/** Contact and cast shadow under an object of width `w`, plus a coloured caustic for glass. */
export function groundShadow(
  id: string,
  cx: number,
  base: number,
  w: number,
  surface: string,
  caustic?: string,
): Art {
  const shade = darken(surface, 0.55);
  const defs = [
    blur(`${id}-sh1`, w * 0.05),
    blur(`${id}-sh2`, w * 0.016),
    blur(`${id}-ca`, w * 0.06),
  ].join("");
  return art(
    [
      `<ellipse cx="${n(cx + w * 0.42)}" cy="${n(base + w * 0.02)}" rx="${n(w * 0.95)}" ry="${n(w * 0.09)}" fill="${shade}" opacity="0.22" filter="url(#${id}-sh1)"/>`,
      caustic
        ? `<ellipse cx="${n(cx + w * 0.34)}" cy="${n(base + w * 0.07)}" rx="${n(w * 0.5)}" ry="${n(w * 0.06)}" fill="${lighten(caustic, 0.15)}" opacity="0.35" filter="url(#${id}-ca)"/>`
        : "",
      `<ellipse cx="${n(cx)}" cy="${n(base)}" rx="${n(w * 0.52)}" ry="${n(Math.max(3, w * 0.035))}" fill="${shade}" opacity="0.45" filter="url(#${id}-sh2)"/>`,
    ].join(""),
    defs,
  );
}

/** A flowing silk drape across the frame: layered curved bands with soft folds. */
export function silk(
  id: string,
  w: number,
  h: number,
  y: number,
  colour: string,
  amplitude: number,
  seed: () => number,
): Art {
  const bands: string[] = [];
  const defs: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y0 = y + i * amplitude * 0.35;
    const a = amplitude * (0.6 + seed() * 0.6);
    const gid = `${id}-silk${i}`;
    defs.push(
      linear(
        gid,
        [
          [0, lighten(colour, 0.25 - i * 0.05)],
          [0.45, colour],
          [0.7, darken(colour, 0.12)],
          [1, lighten(colour, 0.12)],
        ],
        0,
        0,
        1,
        0.3,
      ),
    );
    bands.push(
      `<path d="M0 ${n(y0)}C${n(w * 0.25)} ${n(y0 - a)} ${n(w * 0.45)} ${n(y0 + a)} ${n(w * 0.7)} ${n(y0 - a * 0.4)}S${n(w * 0.95)} ${n(y0 + a * 0.2)} ${n(w)} ${n(y0 - a * 0.3)}V${n(h)}H0Z" fill="url(#${gid})" opacity="${n(0.55 + i * 0.15)}"/>`,
    );
  }
  defs.push(blur(`${id}-silkb`, 1.2));
  return art(`<g filter="url(#${id}-silkb)">${bands.join("")}</g>`, defs.join(""));
}

/** A sprig of small leaves along a curved stem, for botanical accents. */
export function sprig(x: number, y: number, length: number, angle: number, colour: string): Art {
  const leaves: string[] = [];
  for (let i = 1; i <= 6; i++) {
    const t = i / 7;
    const side = i % 2 === 0 ? 1 : -1;
    leaves.push(leaf(length * t, 0, length * 0.26 * (1 - t * 0.4), side * 38, 0.38));
  }
  return art(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" fill="${colour}"><path d="M0 0Q${n(length * 0.5)} ${n(-length * 0.06)} ${n(length)} 0" stroke="${darken(colour, 0.2)}" stroke-width="${n(Math.max(1, length * 0.012))}" fill="none"/>${leaves.join("")}</g>`,
  );
}

/** A blossom of five rounded petals. */
export function blossom(x: number, y: number, r: number, colour: string, rotation = 0): Art {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const a = rotation + i * 72;
    return `<ellipse cx="0" cy="${n(-r * 0.55)}" rx="${n(r * 0.42)}" ry="${n(r * 0.6)}" transform="rotate(${n(a)})"/>`;
  }).join("");
  return art(
    `<g transform="translate(${n(x)} ${n(y)})" fill="${colour}">${petals}<circle r="${n(r * 0.2)}" fill="${mix(colour, "#c9a54a", 0.6)}"/></g>`,
  );
}
