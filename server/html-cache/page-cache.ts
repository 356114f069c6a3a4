import { LRUCache } from "lru-cache";

/** A rendered catalogue page kept for one key, with its body in each encoding served. */
export interface CachedPage {
  status: number;
  /** Response headers as sent, without Set-Cookie, the CSP and length/encoding headers. */
  headers: [string, string][];
  /**
   * The body cut where its render's CSP nonce was, to be joined with each response's own
   * (nonce-pieces.ts); one piece when it has none.
   */
  body: Buffer[];
  /** The pieces compressed once for gzip (nonce-pieces.ts). */
  deflated?: Buffer[];
  /** Brotli, for a body without a nonce only: brotli cannot take a new one uncompressed. */
  brotli?: Buffer;
}

/** Bounds of a PageCache. */
export interface PageCacheLimits {
  /** Most pages kept; the least recently used goes first. */
  maxEntries: number;
  /** Most bytes kept over all encodings of all pages. */
  maxBytes: number;
  /** A page older than this (ms) is rendered again: a safety net for a lost notification. */
  maxAgeMs: number;
}

interface Entry {
  page: CachedPage;
  storedAt: number;
}

const bytesOf = (pieces: Buffer[]) => pieces.reduce((bytes, piece) => bytes + piece.length, 0);
const sizeOf = (page: CachedPage) =>
  bytesOf(page.body) + bytesOf(page.deflated ?? []) + (page.brotli?.length ?? 0);

/**
 * An LRU cache of rendered pages (lru-cache), bounded by entries and bytes, with a generation
 * number: a page rendered before the latest clear() is refused, so a render that raced a
 * catalogue change never brings a stale price back (docs/decisions/011-performance.md).
 * A page's age is checked here, on the clock the cache was given: lru-cache's TTL would read
 * a clock's 0 as no start time, and keep each reading of the clock for a millisecond.
 */
export class PageCache {
  private readonly entries: LRUCache<string, Entry>;
  private currentGeneration = 0;

  constructor(
    private readonly limits: PageCacheLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ max: limits.maxEntries, maxSize: limits.maxBytes });
  }

  /** Increases on every clear(); take it before rendering, hand it to set(). */
  get generation(): number {
    return this.currentGeneration;
  }

  /** Pages and bytes held now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** The page under `key`, marked most recently used; undefined when absent or too old. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.limits.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  /**
   * Keeps `page` under `key` unless the cache was cleared since `generation` was read or the
   * page alone exceeds the byte bound; evicts the least recently used pages to stay in bounds.
   */
  set(key: string, page: CachedPage, generation: number): void {
    const size = sizeOf(page);
    if (generation !== this.currentGeneration || size > this.limits.maxBytes) return;
    this.entries.set(key, { page, storedAt: this.now() }, { size });
  }

  /** Forgets every page and refuses renders begun before now. */
  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }
}
