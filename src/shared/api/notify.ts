/**
 * How the request layer tells the user about failures. The default uses antd's message and notification,
 * imported on the first toast so that pages which never show one do not load them; apps may replace it
 * (NotifierBridge: context-aware toasts that follow the theme and locale).
 */
import { toastsPrepared } from './toastSetup';

export { prepareToasts } from './toastSetup';

export interface Notifier {
  /** error toast (code 500, network errors) */
  error(msg: string): void;
  /** warning toast (code 601, repeat submit) */
  warning(msg: string): void;
  /** error notification (any other non-200 code) */
  notify(msg: string): void;
  /** a loading indicator (downloads); returns a function that closes it */
  loading(msg: string): () => void;
}

/** Toasts last 5 s (spec section 8). */
export const TOAST_SECONDS = 5;

const loadAntd = () =>
  toastsPrepared()
    .then(() => Promise.all([import('antd/es/message'), import('antd/es/notification')]))
    .then(([m, n]) => ({ message: m.default, notification: n.default }));

type Antd = Awaited<ReturnType<typeof loadAntd>>;

/**
 * Shows a toast once antd's are loaded. Nothing without a document (the site rendered on the server); a toast that
 * fails to show is no reason to fail anything else.
 */
function show(toast: (antd: Antd) => void): void {
  if (typeof document === 'undefined') return;
  void loadAntd()
    .then(toast)
    .catch(() => undefined);
}

const defaultNotifier: Notifier = {
  error: (msg) => show(({ message }) => message.error({ content: msg, duration: TOAST_SECONDS })),
  warning: (msg) => show(({ message }) => message.warning({ content: msg, duration: TOAST_SECONDS })),
  notify: (msg) => show(({ notification }) => notification.error({ title: msg, duration: TOAST_SECONDS })),
  loading: (msg) => {
    let close: (() => void) | null = null;
    let closed = false;
    show(({ message }) => {
      if (!closed) close = message.loading({ content: msg, duration: 0 });
    });
    return () => {
      closed = true;
      close?.();
    };
  },
};

let notifier: Notifier = { ...defaultNotifier };

/** Replace some or all of the toast functions (e.g. with antd `App.useApp()` ones so they follow the theme). */
export function setNotifier(n: Partial<Notifier>): void {
  notifier = { ...notifier, ...n };
}
/** Restore the default (antd's static message / notification). */
export function resetNotifier(): void {
  notifier = { ...defaultNotifier };
}
export function getNotifier(): Notifier {
  return notifier;
}
