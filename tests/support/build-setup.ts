import { buildIfNeeded } from "#scripts/build-if-needed.ts";

/** Builds the app once before the projects run: the page-cache tests serve the real build. */
export default function setup(): void {
  buildIfNeeded();
}
