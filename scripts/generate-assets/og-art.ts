/** The 1200×630 link-preview card: the wordmark and tagline beside a quiet still life. */
import { joinArt } from "./art";
import { fonts } from "./fonts";
import { textPath } from "./font-outline";
import { wordmark } from "./logo";
import { standing } from "./scene-decor";
import { plinth, room, wallShape } from "./scene-props";
import { mix, palette, svgDocument } from "./svg-kit";

export function ogSvg(): string {
  const W = 1200;
  const H = 630;
  const bg = "#f3ece2";
  const stone = mix(bg, palette.warmStone, 0.5);
  const scene = joinArt(
    room("r", W, H, 470, bg),
    wallShape("arch", 880, 470, 190, mix(bg, palette.gold, 0.1)),
    plinth("p", 880, 520, 230, 140, stone),
    standing(
      "b1",
      "flacon",
      { liquid: "#c48a45", accent: palette.gold },
      bg,
      { cx: 800, base: 520, h: 360 },
      stone,
    ),
    standing(
      "b2",
      "square",
      { liquid: "#4a2f22", accent: palette.gold },
      bg,
      { cx: 975, base: 520, h: 290 },
      stone,
    ),
  );
  const text = [
    wordmark({ cx: 330, baseline: 300, size: 92, ink: palette.espresso, accent: palette.gold }),
    `<path d="${textPath(fonts.serifItalic, "Luxury scents, redefined", { x: 330, y: 410, size: 40, anchor: "middle" })}" fill="${palette.espresso}" opacity="0.85"/>`,
    `<path d="${textPath(fonts.sans, "PERFUMES · HOME SCENTS · BODY CARE · KENYA", { x: 330, y: 470, size: 14, tracking: 0.22, anchor: "middle" })}" fill="${palette.gold}"/>`,
  ].join("");
  return svgDocument(W, H, scene.defs, scene.svg + text);
}
