/**
 * Work to finish before antd's static toasts first load (notify.ts), e.g. the public site's theme and locale for
 * them (antd's static holder, configured when the site's antd frame loads). Apart from notify.ts so that an app can
 * register it at start-up without loading the notifier.
 */
let prepare: () => Promise<unknown> = () => Promise.resolve();

export function prepareToasts(fn: () => Promise<unknown>): void {
  prepare = fn;
}

/** Runs the registered preparation (failures are ignored: the toast still shows, unthemed). */
export function toastsPrepared(): Promise<void> {
  return prepare().then(
    () => undefined,
    () => undefined,
  );
}
