/**
 * The ten home-carousel backgrounds (16:9). Still lifes sit on the right; the left stays calm for
 * the headline the page renders over it. Odd slides are dark (light text), even slides light.
 */
import { joinArt, type Art } from "./art";
import { acacia, bokeh, frond, glow, incense, rings, sky, smoke, standing } from "./scene-decor";
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
import { darken, lighten, mix, n, palette, seeded, svgDocument } from "./svg-kit";

export const bannerWidth = 1600;
export const bannerHeight = 900;
const W = bannerWidth;
const H = bannerHeight;
const gold = palette.gold;

/** Darkens the left of a dark scene a little more, so light headlines read without a scrim. */
function calmLeft(colour: string, opacity: number): Art {
  return {
    defs: `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="0.55" stop-color="${colour}" stop-opacity="0"/></linearGradient>`,
    svg: `<rect width="${W}" height="${H}" fill="url(#calm)"/>`,
  };
}

const slides: Array<() => Art> = [
  // 1 · dark · The art of oud: espresso room, gold arch, smoke over oud extraits.
  () => {
    const bg = "#211a16";
    const r = seeded("slide-1");
    return joinArt(
      room("r", W, H, 700, bg),
      wallShape("arch", 1150, 700, 250, "#2c231e"),
      glow("g1", 1150, 360, 260, gold, 0.18),
      plinth("p1", 1190, 740, 290, 200, "#3a302a"),
      incense(1430, 760, 150, "#8a6a3c"),
      smoke("s1", 1481, 619, 420, "#e9dccb", r),
      standing(
        "b1",
        "faceted",
        { liquid: "#4a2f22", accent: gold },
        bg,
        { cx: 1080, base: 740, h: 430 },
        "#3a302a",
      ),
      standing(
        "b2",
        "square",
        { liquid: "#5a3826", accent: "#c9ad7a" },
        bg,
        { cx: 1305, base: 740, h: 360 },
        "#3a302a",
      ),
      calmLeft("#120d0a", 0.45),
    );
  },
  // 2 · light · Sale: blush silk, florals and petals.
  () => {
    const bg = "#f3e4e0";
    const r = seeded("slide-2");
    return joinArt(
      room("r", W, H, 680, bg),
      wallShape("disc", 1180, 680, 300, lighten(bg, 0.35)),
      standing("b1", "flacon", { liquid: "#e2aab2", accent: "#c29a86" }, bg, {
        cx: 1060,
        base: 760,
        h: 440,
      }),
      standing("b2", "round", { liquid: "#d9a0a6", accent: gold }, bg, {
        cx: 1300,
        base: 770,
        h: 380,
      }),
      silk("silk", W, H, 790, "#e8c4c4", 60, r),
      blossom(1460, 800, 46, "#f6dede", 10),
      blossom(880, 820, 34, "#f1d3d4", 40),
      blossom(1530, 860, 28, "#eac4c6", 70),
    );
  },
  // 3 · dark · Nairobi dusk: indigo-to-amber sky, acacia on the horizon, an amber bottle.
  () => {
    return joinArt(
      sky("sky", W, H, [
        [0, "#1d1f33"],
        [0.45, "#4a3350"],
        [0.72, "#b06a45"],
        [0.8, "#d99a5a"],
      ]),
      glow("sun", 1240, 700, 120, "#ffd08a", 0.55),
      acacia(1480, 730, 360, "#1a1414"),
      acacia(820, 730, 170, "#221a1a"),
      { defs: "", svg: `<rect y="720" width="${W}" height="${H - 720}" fill="#1b1512"/>` },
      slab(1100, 770, 360, 40, 140, "#2d241f"),
      standing(
        "b1",
        "flacon",
        { liquid: "#c48a45", accent: gold },
        "#3a2b24",
        { cx: 1100, base: 770, h: 430 },
        "#2d241f",
      ),
      calmLeft("#0f0d18", 0.35),
    );
  },
  // 4 · light · Fresh from the highlands: sage room, leaf shadows, green bottles and citrus.
  () => {
    const bg = "#e7ece0";
    const r = seeded("slide-4");
    return joinArt(
      room("r", W, H, 690, bg),
      leafShadows("ls", 1700, -80, 1000, "#4f6147", r),
      frond(1640, 170, 420, 160, "#8ea37c"),
      slab(1170, 760, 520, 40, 150, "#d6d9cc"),
      standing(
        "b1",
        "tall",
        { liquid: "#9db58a", accent: "#a9aaac" },
        bg,
        { cx: 1050, base: 760, h: 460 },
        "#d6d9cc",
      ),
      standing(
        "b2",
        "square",
        { liquid: "#a9bf96", accent: gold },
        bg,
        { cx: 1270, base: 760, h: 370 },
        "#d6d9cc",
      ),
      surfaceProp("citrus", 1450, 775, 250, r),
      sprig(860, 840, 280, -8, "#8ea37c"),
    );
  },
  // 5 · dark · Home scents: lamp-lit stone, reed diffuser and a lit candle.
  () => {
    const bg = "#2a211c";
    const r = seeded("slide-5");
    return joinArt(
      room("r", W, H, 690, bg),
      glow("lamp", 1260, 420, 300, "#ffcf8a", 0.22),
      slab(1180, 760, 560, 44, 150, "#4a3f36"),
      standing(
        "d1",
        "reed-diffuser",
        { liquid: "#c48a45", accent: gold },
        bg,
        { cx: 1040, base: 760, h: 470 },
        "#4a3f36",
      ),
      standing(
        "c1",
        "candle",
        { liquid: "#b8793a", accent: gold },
        bg,
        { cx: 1310, base: 760, h: 420 },
        "#4a3f36",
      ),
      smoke("s1", 1312, 540, 220, "#f3e2c7", r),
      calmLeft("#120d0a", 0.4),
    );
  },
  // 6 · light · Body care: cream silk with pump, tube and jar.
  () => {
    const bg = "#f4ebe4";
    const r = seeded("slide-6");
    return joinArt(
      room("r", W, H, 700, bg),
      wallShape("arch", 1180, 700, 230, lighten(bg, 0.4)),
      standing("p1", "pump", { liquid: "#e6d6cc", accent: "#c29a86" }, bg, {
        cx: 1000,
        base: 780,
        h: 440,
      }),
      standing("t1", "tube", { liquid: "#e2aab2", accent: "#c29a86" }, bg, {
        cx: 1180,
        base: 780,
        h: 420,
      }),
      standing("j1", "jar", { liquid: "#c4936e", accent: gold }, bg, {
        cx: 1410,
        base: 780,
        h: 400,
      }),
      silk("silk", W, H, 810, "#ecd9cf", 50, r),
    );
  },
  // 7 · dark · Niche: near-black, thin gold rings, a faceted extrait under a spotlight.
  () => {
    const bg = "#161210";
    return joinArt(
      room("r", W, H, 720, bg),
      rings(1160, 430, [170, 230, 300, 380, 470], gold, 1.4),
      glow("spot", 1160, 420, 200, "#f3e2c7", 0.14),
      plinth("p1", 1160, 750, 190, 180, "#2b2420"),
      standing(
        "b1",
        "faceted",
        { liquid: "#3d2a20", accent: gold },
        bg,
        { cx: 1160, base: 750, h: 500 },
        "#2b2420",
      ),
      calmLeft("#080605", 0.5),
    );
  },
  // 8 · light · Diani breeze: pale sand, an aqua horizon, an aquatic bottle and pebbles.
  () => {
    const r = seeded("slide-8");
    return joinArt(
      sky("sea", W, H, [
        [0, "#f1f4f3"],
        [0.5, "#dfe9ea"],
        [0.62, "#a8c6cc"],
        [0.66, "#c9dcdc"],
      ]),
      {
        defs: "",
        svg: `<rect y="${n(H * 0.66)}" width="${W}" height="${n(H * 0.34)}" fill="#efe6d8"/>`,
      },
      glow("sun", 380, 260, 200, "#ffffff", 0.6),
      standing(
        "b1",
        "round",
        { liquid: "#8fb3c4", accent: "#a9aaac" },
        "#e6eef1",
        { cx: 1090, base: 780, h: 420 },
        "#efe6d8",
      ),
      standing(
        "b2",
        "tall",
        { liquid: "#86a8bb", accent: "#a9aaac" },
        "#e6eef1",
        { cx: 1310, base: 790, h: 440 },
        "#efe6d8",
      ),
      surfaceProp("aquatic", 1450, 815, 280, r),
    );
  },
  // 9 · dark · The gift of mystery: deep plum with gift boxes and warm bokeh.
  () => {
    const bg = "#2a1c22";
    const r = seeded("slide-9");
    return joinArt(
      room("r", W, H, 700, bg),
      bokeh("bk", 900, 600, 26, "#e8c17a", r, { x: 700, y: 40 }),
      standing(
        "g1",
        "gift-box",
        { liquid: "#5b2f3a", accent: gold },
        bg,
        { cx: 1080, base: 790, h: 440 },
        darken(bg, 0.2),
      ),
      standing(
        "g2",
        "gift-box",
        { liquid: "#1f1a18", accent: gold },
        bg,
        { cx: 1390, base: 805, h: 340 },
        darken(bg, 0.2),
      ),
      calmLeft("#100a0c", 0.45),
    );
  },
  // 10 · light · Colognes: cool morning light, citrus and crisp bottles.
  () => {
    const bg = "#e8edf0";
    const r = seeded("slide-10");
    return joinArt(
      room("r", W, H, 690, bg),
      lightBeam("lb", 700, 1200, 690, 0.55),
      plinth("p1", 1100, 740, 150, 200, mix(bg, palette.warmStone, 0.4)),
      standing(
        "b1",
        "tall",
        { liquid: "#e2c36a", accent: "#a9aaac" },
        bg,
        { cx: 1100, base: 740, h: 460 },
        mix(bg, palette.warmStone, 0.4),
      ),
      standing("b2", "square", { liquid: "#8fb3c4", accent: "#a9aaac" }, bg, {
        cx: 1340,
        base: 800,
        h: 370,
      }),
      surfaceProp("citrus", 1500, 835, 240, r),
    );
  },
];

export const bannerCount = slides.length;

/** SVG for slide `index` (1-based). */
export function bannerSvg(index: number): string {
  const slide = slides[index - 1];
  if (!slide) throw new Error(`no banner slide ${index}`);
  const all = slide();
  return svgDocument(W, H, all.defs, all.svg);
}
