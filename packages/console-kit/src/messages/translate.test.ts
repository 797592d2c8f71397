import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslate, provideMessages, resolveLocale } from './translate.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('createTranslate', () => {
  it("gives the host's override before the English", () => {
    const t = createTranslate({ 'signIn.title': 'Anmelden' });
    expect(t('signIn.title')).toBe('Anmelden');
    expect(t('signIn.submit')).toBe('Sign in');
  });

  it('knows an area once its messages are provided, and says when one was not', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTranslate({}, 'en-US');
    expect(t('trace.summary' as never)).toBe('trace.summary');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"trace.summary"'));
    provideMessages({ 'trace.summary': '{count, plural, one {# span} other {# spans}}' });
    expect(t('trace.summary' as never, { count: 1 })).toBe('1 span');
  });
});

describe('resolveLocale', () => {
  it("takes the host's tag, else the browser's, and never a broken one", () => {
    vi.stubGlobal('navigator', { language: 'fr-CA' });
    expect(resolveLocale('de-de')).toBe('de-DE');
    expect(resolveLocale('not a tag!')).toBe('fr-CA');
    expect(resolveLocale()).toBe('fr-CA');
    vi.stubGlobal('navigator', undefined);
    expect(resolveLocale()).toBe('en-US');
  });
});
