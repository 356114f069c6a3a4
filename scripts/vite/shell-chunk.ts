import path from "node:path";
import type { ChunkingContext } from "rolldown";

const rootRoute = path.resolve("app/root.tsx");
/** React DOM and its scheduler: needed by the browser entry on every page, not by root.tsx. */
const entryDependencies = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

/**
 * The browser build's chunk group for what every page loads first (decision 011): every module
 * that app/root.tsx imports statically, directly or through others, plus React DOM. One chunk
 * instead of about twenty, because on HTTP/1.1 and mobile latency each request costs a round
 * trip before the page can paint; route modules and lazy parts keep their own chunks.
 * Returns "shell" for a module in the group, null for the rest (Rolldown `codeSplitting.groups`).
 */
export function shellChunkName(): (id: string, context: ChunkingContext) => string | null {
  let shell: Set<string> | undefined;
  return (id, context) => {
    shell ??= staticallyReachable(rootRoute, context);
    return shell.has(id) || entryDependencies.test(id) ? "shell" : null;
  };
}

/** Every module `from` imports statically, directly or through others, and `from` itself. */
function staticallyReachable(from: string, context: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}
