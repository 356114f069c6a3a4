import path from "node:path";

/** Where `npm run build` writes the app and the host (relative to the project root). */
export const buildDir = path.resolve("build");
