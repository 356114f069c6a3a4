import type { ProductLook } from "#server/db/seed/demo-product.ts";
import type { Drawn, ShapeInput } from "./shape-types";
import {
  facetedBottle,
  flaconBottle,
  roundBottle,
  squareBottle,
  tallBottle,
} from "./shapes-perfume";
import { attarBottle, carDiffuser, mistSpray } from "./shapes-special";
import { candle, giftBox, jar, pumpBottle, reedDiffuser, tube } from "./shapes-home-body";

type Shape = ProductLook["shape"];

/** Each shape's overall height relative to a standard bottle, so a jar does not loom like a vase. */
export const shapeScale: Record<Shape, number> = {
  tall: 1,
  square: 0.88,
  round: 0.9,
  faceted: 0.95,
  flacon: 0.98,
  attar: 0.98,
  "mist-spray": 1,
  "car-vent": 0.62,
  "reed-diffuser": 1.06,
  tube: 0.95,
  pump: 0.95,
  jar: 0.56,
  candle: 0.82,
  "gift-box": 0.8,
};

/** Glass shapes throw a coloured caustic on the surface they stand on. */
export const isGlassShape = (shape: Shape) =>
  !["tube", "jar", "gift-box", "car-vent"].includes(shape);

/** Draws one product object; `satin` gives pump bottles an opaque lotion finish. */
export function drawShape(shape: Shape, input: ShapeInput, satin = false): Drawn {
  switch (shape) {
    case "tall":
      return tallBottle(input);
    case "square":
      return squareBottle(input);
    case "round":
      return roundBottle(input);
    case "faceted":
      return facetedBottle(input);
    case "flacon":
      return flaconBottle(input);
    case "attar":
      return attarBottle(input);
    case "mist-spray":
      return mistSpray(input);
    case "car-vent":
      return carDiffuser(input);
    case "reed-diffuser":
      return reedDiffuser(input);
    case "tube":
      return tube(input);
    case "pump":
      return pumpBottle(input, satin ? "satin" : "glass");
    case "jar":
      return jar(input);
    case "candle":
      return candle(input);
    case "gift-box":
      return giftBox(input);
  }
}
