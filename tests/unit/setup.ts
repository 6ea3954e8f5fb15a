/**
 * Setup of the `unit` vitest project (jsdom): jest-dom matchers, the browser APIs antd needs that jsdom
 * lacks, i18n (zh), the MSW server with the session/dict handlers, and a clean slate after each test
 * (DOM, handlers, cookies, web storage, auth store, 401 latch, language).
 */
import '@testing-library/jest-dom/vitest';
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { ConfigProvider, Modal, message, notification } from 'antd';
import EsConfigProvider from 'antd/es/config-provider';
import Cookies from 'js-cookie';
import { server } from '../../mocks/server';
import { initI18n, setLanguage } from '@shared/i18n';
import { allLocaleModules } from '@shared/i18n/all';
import { onUnauthorized, resetNotifier, resetUnauthorized } from '@shared/api/request';
import { resetAuthStore } from '@shared/auth/store';

// The request layer imports antd's message/notification on the first toast (src/shared/api/notify.ts). Load them
// now, so a toast raised at the very end of a test file never starts a module load after jsdom is torn down.
const lazyToasts = await Promise.all([import('antd/es/message'), import('antd/es/notification')]);

// antd's static message / notification / Modal.confirm render in React roots of their own, which cleanup() does not
// unmount, and `destroy()` only starts their leave animation, which jsdom never finishes (no transitionend): a
// destroyed toast stayed mounted for the rest of the file and its countdown re-rendered that root on every animation
// frame until its 5 s were up, past the file's last test and into vitest's teardown of jsdom ("window is not
// defined" from React's scheduler). Without motion, destroy() unmounts them at once.
const noMotion = { token: { motion: false } };
// 'antd' (its lib build under vitest): through the global theme, which the site's holderRender (AntdScope) nests in
ConfigProvider.config({ theme: noMotion });
// 'antd/es/*', which the request layer imports (the same copy as 'antd' in the app, a second copy under vitest), has no
// holderRender here: give it one that turns motion off (a global theme without a holderRender makes antd warn on
// every static toast that it cannot follow the theme)
EsConfigProvider.config({ holderRender: (node) => createElement(EsConfigProvider, { theme: noMotion }, node) });

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

// <dialog>'s modal API (the site's phone menu): open and close as the browser does, without the top layer
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
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
  // inside act, before unmounting: closing antd's static toasts and confirms (their own roots, which outlive cleanup)
  // and going back to Chinese (which re-renders those roots too) are rendered now, not left to React's scheduler
  await act(async () => {
    message.destroy();
    notification.destroy();
    lazyToasts[0].default.destroy();
    lazyToasts[1].default.destroy();
    Modal.destroyAll();
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
