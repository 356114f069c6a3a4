/** The category cards (4:5) of the home browser and the all-products slider; no text in the image. */
import { joinArt, type Art } from "./art";
import { bokeh, glow, incense, rings, smoke, standing } from "./scene-decor";
import {
  blossom,
  leafShadows,
  lightBeam,
  plinth,
  room,
  silk,
  slab,
  sprig,
  wallShape,
} from "./scene-props";
import { surfaceProp } from "./surface-props";
import { darken, lighten, mix, palette, seeded, svgDocument } from "./svg-kit";

/** Drawn in an 800×1000 space, rendered at the card widths. */
const W = 800;
const H = 1000;
const gold = palette.gold;

const cards: Record<string, () => Art> = {
  women: () => {
    const bg = "#f3e3e1";
    const r = seeded("women");
    return joinArt(
      room("r", W, H, 740, bg),
      wallShape("arch", 400, 740, 250, lighten(bg, 0.4)),
      standing("b1", "flacon", { liquid: "#e2aab2", accent: "#c29a86" }, bg, {
        cx: 400,
        base: 830,
        h: 560,
      }),
      silk("silk", W, H, 880, "#ecc9c9", 40, r),
      blossom(170, 880, 48, "#f6dede", 15),
      blossom(640, 900, 38, "#efd0d2", 50),
      blossom(705, 860, 26, "#f3dada", 80),
    );
  },
  men: () => {
    const bg = "#2b2421";
    const r = seeded("men");
    return joinArt(
      room("r", W, H, 730, bg),
      wallShape("disc", 400, 730, 300, lighten(bg, 0.06)),
      slab(400, 800, 560, 44, 240, "#463b35"),
      standing(
        "b1",
        "square",
        { liquid: "#6b4433", accent: gold },
        bg,
        { cx: 380, base: 800, h: 560 },
        "#463b35",
      ),
      surfaceProp("leather", 630, 815, 220, r),
    );
  },
  diffusers: () => {
    const bg = "#ece4da";
    const r = seeded("diffusers");
    return joinArt(
      room("r", W, H, 740, bg),
      leafShadows("ls", 900, -80, 820, darken(bg, 0.5), r),
      slab(400, 820, 600, 44, 220, mix(bg, palette.warmStone, 0.5)),
      standing(
        "d1",
        "reed-diffuser",
        { liquid: "#c48a45", accent: gold },
        bg,
        { cx: 400, base: 820, h: 600 },
        mix(bg, palette.warmStone, 0.5),
      ),
      sprig(560, 850, 200, -6, "#8ea37c"),
    );
  },
  frequence: () => {
    const bg = "#ebe6ee";
    return joinArt(
      room("r", W, H, 740, bg),
      rings(400, 460, [150, 200, 260, 330, 410, 500], "#a89bb8", 2),
      plinth("p1", 400, 790, 200, 260, mix(bg, palette.warmStone, 0.45)),
      standing(
        "b1",
        "round",
        { liquid: "#c7a3bf", accent: "#a9aaac" },
        bg,
        { cx: 400, base: 790, h: 560 },
        mix(bg, palette.warmStone, 0.45),
      ),
    );
  },
  niche: () => {
    const bg = "#161210";
    const r = seeded("niche");
    return joinArt(
      room("r", W, H, 760, bg),
      rings(400, 470, [190, 250, 320, 400], gold, 1.6),
      glow("spot", 400, 460, 220, "#f3e2c7", 0.14),
      plinth("p1", 400, 800, 210, 260, "#2b2420"),
      standing(
        "b1",
        "faceted",
        { liquid: "#3d2a20", accent: gold },
        bg,
        { cx: 370, base: 800, h: 560 },
        "#2b2420",
      ),
      incense(560, 810, 150, "#8a6a3c"),
      smoke("s1", 611, 669, 380, "#e9dccb", r),
    );
  },
  "body-care": () => {
    const bg = "#f4ebe4";
    const r = seeded("body-care");
    return joinArt(
      room("r", W, H, 720, bg),
      wallShape("disc", 400, 720, 280, lighten(bg, 0.4)),
      standing("t1", "tube", { liquid: "#e2aab2", accent: "#c29a86" }, bg, {
        cx: 560,
        base: 800,
        h: 480,
      }),
      standing("p1", "pump", { liquid: "#e6d6cc", accent: "#c29a86" }, bg, {
        cx: 280,
        base: 830,
        h: 540,
      }),
      standing("j1", "jar", { liquid: "#c4936e", accent: gold }, bg, {
        cx: 520,
        base: 880,
        h: 420,
      }),
      silk("silk", W, H, 900, "#ecd9cf", 30, r),
    );
  },
  "auto-perfumes": () => {
    const bg = "#dde2e6";
    const r = seeded("auto-perfumes");
    return joinArt(
      room("r", W, H, 820, bg),
      bokeh("bk", W, 600, 22, "#f0c98a", r, { x: 0, y: 60 }),
      {
        defs: "",
        svg: `<path d="M0 860C220 800 580 800 800 860V1000H0Z" fill="#3a3f45"/><path d="M0 860C220 800 580 800 800 860" stroke="#6d747b" stroke-width="3" fill="none"/>`,
      },
      standing(
        "c1",
        "car-vent",
        { liquid: "#9db58a", accent: "#7a5a40" },
        bg,
        { cx: 400, base: 660, h: 800 },
        "#3a3f45",
      ),
    );
  },
  "loris-perfumes": () => {
    const bg = "#f3ece0";
    return joinArt(
      room("r", W, H, 740, bg),
      wallShape("disc", 400, 740, 290, mix(bg, gold, 0.12)),
      plinth("p1", 400, 810, 280, 240, mix(bg, palette.warmStone, 0.5)),
      standing(
        "b1",
        "tall",
        { liquid: "#c48a45", accent: gold },
        bg,
        { cx: 300, base: 810, h: 560 },
        mix(bg, palette.warmStone, 0.5),
      ),
      standing(
        "b2",
        "flacon",
        { liquid: "#e6d6cc", accent: gold },
        bg,
        { cx: 510, base: 810, h: 470 },
        mix(bg, palette.warmStone, 0.5),
      ),
    );
  },
  cologne: () => {
    const bg = "#e6eef1";
    const r = seeded("cologne");
    return joinArt(
      room("r", W, H, 740, bg),
      lightBeam("lb", 80, 900, 740, 0.55),
      standing("b1", "tall", { liquid: "#e2c36a", accent: "#a9aaac" }, bg, {
        cx: 360,
        base: 840,
        h: 580,
      }),
      surfaceProp("citrus", 600, 860, 260, r),
      sprig(120, 900, 220, -10, "#8ea37c"),
    );
  },
};

/** Slugs with a card image, as categorySlug() spells them. */
export const categoryCardSlugs = Object.keys(cards);

export function categorySvg(slug: string, width: number): string {
  const card = cards[slug];
  if (!card) throw new Error(`no category card for ${slug}`);
  const all = card();
  return svgDocument(W, H, all.defs, all.svg).replace(
    `width="${W}" height="${H}"`,
    `width="${width}" height="${Math.round((width * H) / W)}"`,
  );
}
