import { describe, expect, it } from 'vitest';
import { maskToken } from '../lib/format.ts';
import { pseudoMessage, strayText } from './pseudoLocale.ts';

const KEY = '3f0a5c2e-9b1d-4e7a-8c25-6d4f1b2a225e';

function page(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('strayText', () => {
  it('passes messages, data and a hidden value the server sent, even when a short datum matches inside its tail', () => {
    const root = page(`<p>${pseudoMessage('Save')}</p><td>acme</td><td>${maskToken(KEY)}</td>`);
    expect(strayText(root, new Set(['acme', KEY, '25']), [])).toEqual([]);
  });

  it('finds English no catalog holds, and a hidden value whose tail the server never sent', () => {
    const root = page(`<p>Save</p><td>${maskToken(KEY)}</td>`);
    expect(strayText(root, new Set(['acme']), [])).toEqual(['Save', maskToken(KEY)]);
  });
});
