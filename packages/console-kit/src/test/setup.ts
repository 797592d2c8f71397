import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { defaultMessages } from '../messages/catalog.ts';
import { provideMessages } from '../messages/translate.ts';

// Pages load lazily and ask a real (sandbox) server: on a busy machine that takes longer than
// Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia: answer width queries from the window's size (1024 px wide by default).
// (A test file may run in Node's environment instead, without a window.)
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)?.[1];
    return {
      matches: min ? window.innerWidth >= Number(min) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

// A page module provides its areas' messages when it loads (`npm run lint` checks that each
// does); tests that render a part of a page without its page module get them all here.
provideMessages(defaultMessages);

// jsdom has no modal dialogs: showModal and close only set and clear the open attribute (the
// browser's own behaviour, the top layer and the inert page, is tested end to end in Chromium).
if (
  typeof HTMLDialogElement !== 'undefined' &&
  typeof HTMLDialogElement.prototype.showModal !== 'function'
) {
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', value);
    },
    configurable: true,
  });
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
