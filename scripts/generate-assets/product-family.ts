import type { ScentFamily } from "#server/db/seed/demo-notes.ts";
import * as homeBody from "#server/db/seed/demo-lines-home-body.ts";
import * as perfume from "#server/db/seed/demo-lines-perfume.ts";

const families = new Map<string, ScentFamily>(
  [...Object.values(perfume), ...Object.values(homeBody)]
    .flat()
    .map((line) => [line.name, line.family]),
);

/** The scent family a demo product was written with (it picks the props beside the bottle). */
export function familyOf(productName: string): ScentFamily | undefined {
  return families.get(productName);
}
