/**
 * Setup of the `unit` vitest project (jsdom): jest-dom matchers, the browser APIs antd needs that jsdom
 * lacks, i18n (zh), the MSW server with the session/dict handlers, and a clean slate after each test
 * (DOM, handlers, cookies, web storage, auth store, 401 latch, language).
 */
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import Cookies from 'js-cookie';
import { server } from '../../mocks/server';
import { initI18n, setLanguage } from '@shared/i18n';
import { allLocaleModules } from '@shared/i18n/all';
import { onUnauthorized, resetNotifier, resetUnauthorized } from '@shared/api/request';
import { resetAuthStore } from '@shared/auth/store';

// The request layer imports antd's message/notification on the first toast (src/shared/api/notify.ts). Load them
// now, so a toast raised at the very end of a test file never starts a module load after jsdom is torn down.
const lazyToasts = await Promise.all([import('antd/es/message'), import('antd/es/notification')]);

// --- browser APIs missing in jsdom ---------------------------------------------------------------

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  readonly scrollMargin = '0px';
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, configurable: true, value: IntersectionObserverStub });
  Object.defineProperty(globalThis, 'IntersectionObserver', { writable: true, configurable: true, value: IntersectionObserverStub });
}

// jsdom does not implement getComputedStyle(elt, pseudoElt) and logs "Not implemented" for antd's scrollbar probe
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element) => realGetComputedStyle(elt)) as typeof window.getComputedStyle;

window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollTo = function scrollTo() {} as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};

// jsdom's Blob has no stream(); undici's Response (used by MSW's XHR interceptor for blob responses) needs it
if (typeof Blob !== 'undefined' && !Blob.prototype.stream) {
  Blob.prototype.stream = function stream(this: Blob) {
    const read = () => this.arrayBuffer();
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await read()));
        controller.close();
      },
    });
  };
}

if (!URL.createObjectURL) {
  URL.createObjectURL = vi.fn(() => 'blob:mock');
  URL.revokeObjectURL = vi.fn();
}

// --- i18n, MSW --------------------------------------------------------------------------------------

initI18n(allLocaleModules);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  // antd's static message / notification render in their own React root: close them while the DOM still exists
  message.destroy();
  notification.destroy();
  lazyToasts[0].default.destroy();
  lazyToasts[1].default.destroy();
  Modal.destroyAll();
  // back to Chinese inside act, before unmounting: the re-render a language change causes (also in antd's own
  // roots, which outlive cleanup) is done now, not left to React's scheduler after the file's jsdom is gone
  await act(async () => {
    setLanguage('zh');
    await new Promise((r) => setTimeout(r, 0));
  });
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  resetAuthStore();
  onUnauthorized(null);
  resetUnauthorized();
  resetNotifier();
});

afterAll(async () => {
  // let React finish any work still scheduled before vitest tears the file's jsdom down
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  server.close();
});
