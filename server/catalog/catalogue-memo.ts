import { LRUCache } from "lru-cache";
import { catalogChangedChannel, type Listen } from "../db/notifications";

/** Bounds of a CatalogueMemo. */
export interface CatalogueMemoLimits<V> {
  /** Most answers kept; the least recently used go first. */
  maxEntries: number;
  /** An answer older than this (ms) is read again: a safety net for a lost notification. */
  maxAgeMs: number;
  /** With `sizeOf`: the most their sizes add up to (say, product cards). */
  maxSize?: number;
  /** An answer's size, counted against `maxSize`: at least 1. */
  sizeOf?: (value: V) => number;
}

/** Answers of one kind of catalogue read, kept in this process until the catalogue changes. */
export interface CatalogueMemo<V> {
  /**
   * The answer for `key`: kept from an earlier `load`, shared with a load under way, or loaded
   * now (and kept). @throws what `load` throws; nothing is kept then.
   */
  read(key: string, load: () => Promise<V>): Promise<V>;
  /**
   * Resolves once this process listens for catalogue changes (reads subscribe by themselves).
   * @throws what LISTEN throws (the database unreachable).
   */
  listening(): Promise<void>;
  /** Answers kept now. */
  readonly size: number;
}

/**
 * Catalogue reads kept per key in this process and forgotten on every `catalog_changed`
 * notification — sent by triggers on the product and category tables, so a change made through
 * any process clears every process's answers (decision 022). Concurrent reads of one key share one
 * load; an answer whose load began before a change is handed back but not kept. The process
 * subscribes on its first read; while it cannot (the notification connection is down), reads
 * load every time and keep nothing.
 */
export function createCatalogueMemo<V extends object>(
  listen: Listen,
  limits: CatalogueMemoLimits<V>,
): CatalogueMemo<V> {
  const { maxEntries, maxAgeMs, maxSize, sizeOf } = limits;
  const kept = new LRUCache<string, V>({
    max: maxEntries,
    ttl: maxAgeMs,
    ...(maxSize && sizeOf ? { maxSize, sizeCalculation: sizeOf } : {}),
  });
  const loading = new Map<string, Promise<V>>();
  let generation = 0;
  let subscription: Promise<void> | undefined;
  const forgetAll = () => {
    generation += 1;
    kept.clear();
    loading.clear();
  };
  const subscribe = () =>
    (subscription ??= listen(catalogChangedChannel, forgetAll).then(
      () => undefined,
      (error: unknown) => {
        subscription = undefined;
        throw error;
      },
    ));

  const loadAndKeep = async (key: string, load: () => Promise<V>): Promise<V> => {
    try {
      await subscribe();
    } catch {
      return load();
    }
    const loadedIn = generation;
    const value = await load();
    if (loadedIn === generation) kept.set(key, value);
    return value;
  };

  return {
    read(key, load) {
      const value = kept.get(key);
      if (value) return Promise.resolve(value);
      const underway = loading.get(key);
      if (underway) return underway;
      const answer = loadAndKeep(key, load);
      loading.set(key, answer);
      const settle = () => {
        if (loading.get(key) === answer) loading.delete(key);
      };
      answer.then(settle, settle);
      return answer;
    },
    listening: subscribe,
    get size() {
      return kept.size;
    },
  };
}
