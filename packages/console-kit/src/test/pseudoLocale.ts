import { defaultMessages, type Messages } from '../messages/catalog.ts';
import { parseMessage, type MessagePart } from '../messages/messageFormat.ts';

// A pseudo-locale: every message of the catalog with its letters accented, about 30% longer and
// bracketed, its arguments kept. Text on a page that is not bracketed (and not data) did not come
// from the catalog, so a translator could not reach it.
export const OPEN = '⟦';
export const CLOSE = '⟧';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiouyAEIOUYcnsCNS'].map((letter, index) => [letter, 'àéîõüýÀÉÎÕÜÝçñšÇÑŠ'[index]!]),
);

function accent(text: string) {
  return [...text].map((char) => ACCENTED[char] ?? char).join('');
}

function write(parts: MessagePart[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return accent(part);
      if (!('plural' in part)) return part.number ? `{${part.arg}, number}` : `{${part.arg}}`;
      const branches = Object.entries(part.plural).map(
        ([when, branch]) => `${when} {${write(branch)}}`,
      );
      return `{${part.arg}, plural, ${branches.join(' ')}}`;
    })
    .join('');
}

export function pseudoMessage(template: string) {
  const letters = template.replace(/\{[^}]*\}/g, '').length;
  return `${OPEN}${write(parseMessage(template))}${'~'.repeat(Math.ceil(letters * 0.3))}${CLOSE}`;
}

export const pseudoMessages = Object.fromEntries(
  Object.entries(defaultMessages).map(([key, template]) => [key, pseudoMessage(template)]),
) as Messages;

/** The visible text of a page that is neither a pseudo-message, nor data the server sent (a
 *  hidden token's shown tail included), nor a choice showing the API value it sends, nor one of
 *  `names` (words no locale changes: the locale's months, product names), nor digits and
 *  punctuation. */
export function strayText(root: HTMLElement, data: ReadonlySet<string>, names: string[]) {
  const known = [...data].filter((value) => value.length >= 2).sort((a, b) => b.length - a.length);
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style')) continue;
    if (parent instanceof HTMLOptionElement && parent.value === parent.textContent) continue;
    texts.push(node.textContent ?? '');
  }
  root
    .querySelectorAll('[placeholder]')
    .forEach((field) => texts.push(field.getAttribute('placeholder') ?? ''));
  const strays = new Set<string>();
  for (const text of texts) {
    let rest = text;
    for (let before = ''; before !== rest;) {
      before = rest;
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    }
    // A hidden value first (bullets, then the value's last characters): a short datum that
    // matches inside its tail would otherwise leave letters of it behind.
    rest = rest.replace(/•+(?:-•+)*([0-9a-f]{0,4})/g, (masked, tail: string) =>
      known.some((value) => value.endsWith(tail)) ? ' ' : masked,
    );
    for (const value of known) rest = rest.split(value).join(' ');
    for (const word of names) rest = rest.split(word).join(' ');
    if (!/^[\s\d\p{P}\p{S}]*$/u.test(rest)) strays.add(text.trim());
  }
  return [...strays];
}
