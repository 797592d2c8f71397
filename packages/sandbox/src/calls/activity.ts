/** What the recording holds for a while: someone speaking, a tone, or a key pressed. */
export type SoundKind = 'agent' | 'caller' | 'callee' | 'ringback' | 'dtmf';

export interface Sound {
  /** ms since the epoch. */
  start: number;
  end: number;
  kind: SoundKind;
  /** The key of a `dtmf` sound. */
  digit?: string;
}

export type AttributeValue = string | number | boolean;

/**
 * One thing that happened during a call (the call itself, a SIP transaction, a webhook, a verb,
 * speech synthesis or recognition, a key press): a span of its trace, a line of its log, and
 * the sounds it put in the recording.
 */
export interface Activity {
  name: string;
  /** ms since the epoch; children lie within their parent. */
  start: number;
  end: number;
  attributes: Record<string, AttributeValue>;
  children: Activity[];
  sounds: Sound[];
}

export function activity(
  name: string,
  start: number,
  end: number,
  attributes: Record<string, AttributeValue> = {},
): Activity {
  return { name, start, end, attributes, children: [], sounds: [] };
}

/** Every activity of the tree, parents before their children, in time order among siblings. */
export function flatten(root: Activity): Activity[] {
  const out: Activity[] = [];
  const walk = (node: Activity): void => {
    out.push(node);
    for (const child of node.children) walk(child);
  };
  walk(root);
  return out;
}

/** Every sound of the tree, by start time. */
export function soundsOf(root: Activity): Sound[] {
  return flatten(root)
    .flatMap((node) => node.sounds)
    .sort((a, b) => a.start - b.start);
}
