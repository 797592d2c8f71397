/** How deeply objects and arrays may nest in a JSON request body. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests objects and arrays more than `max` levels deep, found by one scan
 * of the text (brackets inside strings do not count), before anything parses or walks it: a body
 * of 100,000 levels would otherwise overflow the stack of whatever recurses over it later.
 */
export function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
