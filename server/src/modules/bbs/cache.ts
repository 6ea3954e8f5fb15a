/**
 * A micro-cache for the public list answers: the same list asked again within `ttlMs` is served from memory as
 * the UTF-8 bytes of the JSON built once per fill (sent as they are: no serializing, byte counting or encoding per
 * request), and concurrent misses for one key share a single database read. Public lists
 * change rarely and tolerate a second of staleness; this is what keeps them inside the p99 budget under load
 * (scripts/bench-api.ts). Details are never cached (they count views).
 *
 * One cache per database handle (the routes and the writers key it by the handle they are given). The module's
 * writers (createPost, createReply, createRedBlackEntry) clear it at once;
 * other code that writes the bbs tables (admin pages) should call `invalidateBbsCache(db)`, else its change shows
 * within `ttlMs` anyway (and on other server processes sharing the database, always within `ttlMs`).
 */
export const BBS_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 1000;

interface Entry {
  at: number;
  json: Promise<Buffer>;
}

const toJson = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

export class ListCache {
  private readonly entries = new Map<string, Entry>();
  /** answers served from memory / computed since start (the cache monitor shows them; `clear` keeps them) */
  hits = 0;
  misses = 0;

  constructor(private readonly ttlMs: number = BBS_CACHE_TTL_MS) {}

  /**
   * The cached bytes for `key`, or `compute()` encoded (once, however many callers ask meanwhile): JSON (UTF-8)
   * unless `encode` says otherwise (the sitemap keeps its XML as it is sent).
   */
  get(key: string, compute: () => Promise<unknown>, encode: (value: unknown) => Buffer = toJson): Promise<Buffer> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) {
      this.hits++;
      return hit.json;
    }
    this.misses++;
    if (hit) this.entries.delete(key);
    const json = compute().then(encode);
    this.entries.set(key, { at: now, json });
    // a failure is not remembered
    json.catch(() => {
      if (this.entries.get(key)?.json === json) this.entries.delete(key);
    });
    if (this.entries.size > MAX_ENTRIES) {
      // oldest first (Map keeps insertion order)
      for (const k of this.entries.keys()) {
        this.entries.delete(k);
        if (this.entries.size <= MAX_ENTRIES * 0.9) break;
      }
    }
    return json;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops one key; whether it was there. */
  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  /** The cached keys, oldest first. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** A key's entry without counting a hit: its age, TTL and the cached bytes (undefined while being computed or failed). */
  async peek(key: string): Promise<{ at: number; ttlMs: number; json: Buffer | undefined } | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const json = await entry.json.catch(() => undefined);
    return { at: entry.at, ttlMs: this.ttlMs, json };
  }

  /** Bytes held by the settled entries (their JSON). */
  async bytes(): Promise<number> {
    let total = 0;
    for (const entry of [...this.entries.values()]) total += (await entry.json.catch(() => undefined))?.length ?? 0;
    return total;
  }

  get ttl(): number {
    return this.ttlMs;
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<object, ListCache>();

/** The cache of a database handle (created on first use). */
export function bbsCacheOf(db: object): ListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ListCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The crawler files built from the public rows (sitemap.xml, modules/seo): kept longer than the lists, as they are
 * costly and asked rarely; cleared with them, and within this time on other processes.
 */
export const SEO_CACHE_TTL_MS = 5 * 60 * 1000;
const seoCaches = new WeakMap<object, ListCache>();

/** The crawler-file cache of a database handle (created on first use). */
export function seoCacheOf(db: object): ListCache {
  let cache = seoCaches.get(db);
  if (!cache) {
    cache = new ListCache(SEO_CACHE_TTL_MS);
    seoCaches.set(db, cache);
  }
  return cache;
}

const pageCaches = new WeakMap<object, { clear(): void }>();

/** The site's server-rendered pages on this database (lib/page-renderer): emptied with the public lists. */
export function registerPageCache(db: object, pages: { clear(): void }): void {
  pageCaches.set(db, pages);
}

/**
 * Drops every cached list answer (the sitemap and the server-rendered pages too) of the database handle (call
 * after writing bbs tables).
 */
export function invalidateBbsCache(db: object): void {
  caches.get(db)?.clear();
  seoCaches.get(db)?.clear();
  pageCaches.get(db)?.clear();
}
