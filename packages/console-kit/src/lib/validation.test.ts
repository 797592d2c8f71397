import { describe, expect, it } from 'vitest';
import { createTranslate } from '../messages/translate.ts';
import { hasMessages, validationText } from './validation.ts';

const t = createTranslate({ 'form.required': 'Needed', 'accounts.nameTaken': 'Taken: {name}' });

describe('validation messages', () => {
  it('turns a key, or a key with values, into its text', () => {
    expect(validationText('form.required', t)).toBe('Needed');
    expect(validationText({ key: 'accounts.nameTaken', values: { name: 'A' } }, t)).toBe(
      'Taken: A',
    );
    expect(validationText(undefined, t)).toBeUndefined();
  });

  it('stops a Save only for messages that are there', () => {
    expect(hasMessages({})).toBe(false);
    expect(hasMessages({ name: undefined })).toBe(false);
    expect(hasMessages({ name: 'form.required' })).toBe(true);
    expect(hasMessages({ name: { key: 'form.required' } })).toBe(true);
    expect(hasMessages({ voice: {}, sms: { port: undefined } })).toBe(false);
    expect(hasMessages({ voice: {}, sms: { 'smpp.1.port': 'form.required' } })).toBe(true);
  });
});
