/** DOMPurify, loaded on demand (kit/RichText): its set-up builds its allow-lists, a 10–40 ms task on a phone. */
export type Purify = typeof import('./purify').purify;

/** The load in flight or done; once settled it carries `status` and `value` the way React's `use` reads them. */
let loading: (Promise<Purify> & { value?: Purify }) | null = null;

/**
 * Loads DOMPurify once (a failed load is tried again on the next call). The promise says it has settled the way React's
 * `use` reads it (`status`, `value`), so a rich text rendered once it is loaded does not suspend.
 */
export function loadSanitizer(): Promise<Purify> {
  if (!loading) {
    const promise = import('./purify').then(
      (m) => {
        Object.assign(promise, { status: 'fulfilled', value: m.purify });
        return m.purify;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    loading = promise;
  }
  return loading;
}

/** DOMPurify once loaded, else null. */
export function loadedSanitizer(): Purify | null {
  return loading?.value ?? null;
}
