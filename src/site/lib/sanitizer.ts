import { tracked, type TrackedPromise } from './trackedPromise';

/** DOMPurify, loaded on demand (kit/RichText): its set-up builds its allow-lists, a 10–40 ms task on a phone. */
export type Purify = typeof import('./purify').purify;

/** The load in flight or done (tracked: a rich text rendered once it is loaded does not suspend). */
let loading: TrackedPromise<Purify> | null = null;

/** Loads DOMPurify once (a failed load is tried again on the next call). */
export function loadSanitizer(): Promise<Purify> {
  loading ??= tracked(
    import('./purify').then(
      (m) => m.purify,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ),
  );
  return loading;
}

/** DOMPurify once loaded, else null. */
export function loadedSanitizer(): Purify | null {
  return loading?.value ?? null;
}
