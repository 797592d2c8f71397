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
