import path from "node:path";

const rootRoute = path.resolve("app/root.tsx");
/** React DOM and its scheduler: needed by the browser entry on every page, not by root.tsx. */
const entryDependencies = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

/**
 * The browser build's chunk group for what every page loads first (decision 011): app/root.tsx
 * and React DOM, with every module they use — Rolldown adds a captured module's dependencies
 * (`includeDependenciesRecursively`, on by default) as tree-shaking left them. One chunk instead
 * of about twenty, because on HTTP/1.1 and mobile latency each request costs a round trip;
 * route modules and lazy parts keep their own chunks. Not a walk of `importedIds`: through a
 * barrel such as lucide-react's that walk reaches every icon any page uses (decision 032).
 * Returns "shell" for a module in the group, null for the rest (Rolldown `codeSplitting.groups`).
 */
export function shellChunkName(id: string): string | null {
  return id === rootRoute || entryDependencies.test(id) ? "shell" : null;
}
