import { categoryTexts } from "#contracts/admin-category.ts";

/** The row and button a move came from, so that button keeps the focus (decision 062). */
export interface DoneMove {
  name: string;
  direction: "up" | "down";
}

/**
 * What the last Categories change did, from the query its redirect carries (`done`, `name`,
 * and for a move `place` and `direction`): the status line's text, or null when there is none.
 */
export function doneText(params: URLSearchParams): { text: string; move?: DoneMove } | null {
  const name = params.get("name");
  if (!name) return null;
  switch (params.get("done")) {
    case "added":
      return { text: categoryTexts.added(name) };
    case "renamed":
      return { text: categoryTexts.renamed(name) };
    case "hidden":
      return { text: categoryTexts.hidden(name) };
    case "shown":
      return { text: categoryTexts.shown(name) };
    case "slider":
      return { text: categoryTexts.slider(name, params.get("isInSlider") === "true") };
    case "moved": {
      const direction = params.get("direction") === "down" ? "down" : "up";
      const text = categoryTexts.moved(name, Number(params.get("place")) || 1);
      return { text, move: { name, direction } };
    }
    default:
      return null;
  }
}
