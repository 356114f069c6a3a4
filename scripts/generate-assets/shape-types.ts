/** What every shape function takes and returns, plus the label helper they share. */
import type { Art, Placement } from "./art";
import { productLabel, type LabelStyle } from "./label";
import { n } from "./svg-kit";

export interface ShapeInput {
  id: string;
  name: string;
  liquid: string;
  accent: string;
  backdrop: string;
  at: Placement;
  labelStyle: LabelStyle;
}

/** What a shape drew and how wide it stands, for shadows and layout. */
export interface Drawn {
  art: Art;
  width: number;
  /** Hanging objects cast a faint, distant shadow. */
  isHanging?: boolean;
}

export const polygon = (points: [number, number][]) =>
  `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;

export function label(
  s: ShapeInput,
  cx: number,
  y: number,
  w: number,
  h: number,
  ground: string,
  style = s.labelStyle,
) {
  return productLabel({ id: s.id, name: s.name, cx, y, w, h, style, ground, accent: s.accent });
}
