import type { FulfilledReactPromise } from 'react';

/**
 * A promise that says it has settled the way React's `use` reads it (`status`, `value`: React's own protocol), so a
 * component rendered once it is fulfilled reads the value without suspending.
 */
export type TrackedPromise<T> = Promise<T> & Partial<FulfilledReactPromise<T>>;

/** `promise`, marked `fulfilled` with its value once it is. Its failure is left to its other readers. */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const marked: TrackedPromise<T> = promise;
  marked.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    () => undefined,
  );
  return marked;
}
