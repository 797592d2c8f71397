/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { defaultMessages } from './catalog.ts';
import { parseMessage, type MessagePart } from './messageFormat.ts';

const text = (parts: MessagePart[]): string[] =>
  parts.flatMap((part) =>
    typeof part === 'string'
      ? [part]
      : 'plural' in part
        ? Object.values(part.plural).flatMap(text)
        : [],
  );

describe('the catalog', () => {
  it('has only arguments the formatter reads (a brace left in the text is one it could not)', () => {
    const malformed = Object.entries(defaultMessages)
      .filter(([, template]) => text(parseMessage(template)).some((piece) => /[{}]/.test(piece)))
      .map(([key]) => key);
    expect(malformed).toEqual([]);
  });

  it('defines each message in one area only', async () => {
    const areas = Object.values(import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true }))
      .flatMap((module) => Object.entries(module as Record<string, unknown>))
      .filter(([name]) => name.endsWith('Messages') && name !== 'defaultMessages')
      .map(([, area]) => Object.keys(area as object));
    const keys = areas.flat();
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.length).toBe(Object.keys(defaultMessages).length);
  });
});
