import { describe, expect, it } from 'vitest';
import { speechVendorOptions } from './speech.ts';

const values = (options: { value: string }[]) => options.map((option) => option.value);

describe('speechVendorOptions', () => {
  it('offers the 22 vendors, keeping a stored vendor the table does not name', () => {
    expect(speechVendorOptions('')).toHaveLength(22);
    expect(speechVendorOptions('custom:acme').at(-1)).toEqual({
      value: 'custom:acme',
      label: 'custom:acme',
    });
  });

  it('leaves custom vendors out without the custom speech feature, unless one is chosen', () => {
    expect(values(speechVendorOptions('', { customSpeech: false }))).not.toContain('custom');
    expect(speechVendorOptions('', { customSpeech: false })).toHaveLength(21);
    expect(values(speechVendorOptions('custom', { customSpeech: false }))).toContain('custom');
  });

  it('leaves the additional vendors (Speechmatics) out without their feature, unless one is chosen', () => {
    const off = { additionalSpeechVendors: false };
    expect(values(speechVendorOptions('', off))).not.toContain('speechmatics');
    expect(speechVendorOptions('', off)).toHaveLength(21);
    expect(values(speechVendorOptions('speechmatics', off))).toContain('speechmatics');
    expect(values(speechVendorOptions('', { customSpeech: false, ...off }))).toHaveLength(20);
  });
});
