/**
 * A micro-cache for the public list answers: the same list asked again within `ttlMs` is served from memory as
 * the JSON text already built, and concurrent misses for one key share a single database read. Public lists
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
  json: Promise<string>;
}

export class ListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number = BBS_CACHE_TTL_MS) {}

  /** The cached JSON for `key`, or `compute()` serialized (once, however many callers ask meanwhile). */
  get(key: string, compute: () => Promise<unknown>): Promise<string> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.json;
    if (hit) this.entries.delete(key);
    const json = compute().then((value) => JSON.stringify(value));
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

/** Drops every cached list answer (and the sitemap) of the database handle (call after writing bbs tables). */
export function invalidateBbsCache(db: object): void {
  caches.get(db)?.clear();
  seoCaches.get(db)?.clear();
}
