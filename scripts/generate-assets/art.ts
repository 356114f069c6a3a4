/** A piece of SVG plus the <defs> it needs; pieces concatenate in paint order. */
export interface Art {
  defs: string;
  svg: string;
}

export function art(svg: string, defs = ""): Art {
  return { defs, svg };
}

export function joinArt(...pieces: Art[]): Art {
  return { defs: pieces.map((p) => p.defs).join(""), svg: pieces.map((p) => p.svg).join("") };
}

/** Where and how large to draw an object: centre x, the y it stands on, its overall height. */
export interface Placement {
  cx: number;
  base: number;
  h: number;
}
