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
  bytes: number;
  storedAt: number;
}

const bytesOf = (pieces: Buffer[]) => pieces.reduce((bytes, piece) => bytes + piece.length, 0);
const sizeOf = (page: CachedPage) =>
  bytesOf(page.body) + bytesOf(page.deflated ?? []) + (page.brotli?.length ?? 0);

/**
 * An LRU cache of rendered pages, bounded by entries and bytes, with a generation number: a
 * page rendered before the latest clear() is refused, so a render that raced a catalogue change
 * never brings a stale price back (docs/decisions/011-performance.md).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private currentGeneration = 0;

  constructor(
    private readonly limits: PageCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Increases on every clear(); take it before rendering, hand it to set(). */
  get generation(): number {
    return this.currentGeneration;
  }

  /** Pages and bytes held now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The page under `key`, marked most recently used; undefined when absent or too old. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt > this.limits.maxAgeMs) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.page;
  }

  /**
   * Keeps `page` under `key` unless the cache was cleared since `generation` was read or the
   * page alone exceeds the byte bound; evicts the least recently used pages to stay in bounds.
   */
  set(key: string, page: CachedPage, generation: number): void {
    const bytes = sizeOf(page);
    if (generation !== this.currentGeneration || bytes > this.limits.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { page, bytes, storedAt: this.now() });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Forgets every page and refuses renders begun before now. */
  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
