import { activity, type Activity, type Sound } from './activity.ts';
import type { CallRecord } from './call-record.ts';
import { seededRandom, type Random } from './random.ts';

/** What the call's application says about itself (looked up by the caller of planCall). */
export interface AppContext {
  callHookUrl: string;
  ttsVendor: string;
  ttsVoice: string;
  sttVendor: string;
  language: string;
}

export const DEFAULT_APP_CONTEXT: AppContext = {
  callHookUrl: 'https://hooks.example.com/call',
  ttsVendor: 'google',
  ttsVoice: 'en-US-Standard-C',
  sttVendor: 'google',
  language: 'en-US',
};

/** A recording starts and ends with this much silence. */
export const EDGE_SILENCE_MS = 600;

/** Spans of one turn of a voice agent: gather, stt, webhook, say, tts. */
const AGENT_TURN_SPANS = 5;

const IVR_MENU =
  'Thank you for calling. For sales press 1, for an existing order press 2, for billing press 3.';
const GREETINGS = [
  'Our office is closed. Our hours are Monday to Friday, nine to five.',
  'Please leave a message after the tone and we will call you back.',
];
const AGENT_LINES = [
  'Hi, I am the virtual assistant. How can I help you today?',
  'Sure, let me look that up for you.',
  'I found your order. It ships tomorrow.',
  'Is there anything else I can help with?',
  'Could you repeat the order number, please?',
];
const CALLER_LINES = [
  'I would like to check on my order.',
  'It is four five seven two.',
  'Yes, when will it arrive?',
  'No, that is all, thank you.',
];

/**
 * The activities of a call, as a tree under the call itself: the INVITE, the application's
 * webhooks and verbs, speech, key presses, and the hang-up. The same call always gives the
 * same tree.
 */
export function planCall(call: CallRecord, app: AppContext = DEFAULT_APP_CONTEXT): Activity {
  const random = seededRandom(call.seed);
  const root = activity(`${call.direction} call`, call.attempted_at, call.terminated_at, {
    'call.sid': call.call_sid,
    'call.direction': call.direction,
    'call.from': call.from,
    'call.to': call.to,
    'account.sid': call.account_sid,
    'sip.callid': call.sip_callid,
    'sip.status': call.sip_status,
    'call.termination_reason': call.termination_reason,
  });
  const setupEnd = call.answered_at ?? call.terminated_at;
  root.children.push(
    activity('sip:INVITE', call.attempted_at, setupEnd, {
      'sip.method': 'INVITE',
      'sip.status': call.sip_status,
      'net.peer.ip': call.remote_host,
      'sip.trunk': call.trunk,
    }),
  );
  if (call.application_sid && call.direction === 'inbound') {
    const start = call.attempted_at + random.int(5, 30);
    root.children.push(
      webhook(start, Math.min(setupEnd, start + random.int(40, 350)), app, 'call_hook'),
    );
  }
  if (call.answered && call.answered_at !== null) {
    const flow = new FlowBuilder(random, root, app, {
      start: call.answered_at + EDGE_SILENCE_MS,
      end: call.terminated_at - EDGE_SILENCE_MS,
    });
    if (call.application_sid && call.direction === 'outbound') flow.hook('call_hook');
    FLOWS[call.flow](flow, call);
    const bye = activity('sip:BYE', call.terminated_at, call.terminated_at + random.int(5, 40), {
      'sip.method': 'BYE',
      'sip.status': 200,
      'call.hangup_by': call.termination_reason === 'callee hungup' ? 'callee' : 'caller',
    });
    root.children.push(bye);
    root.end = bye.end;
  }
  return root;
}

const FLOWS: Record<CallRecord['flow'], (flow: FlowBuilder, call: CallRecord) => void> = {
  greeting: (flow) => {
    flow.say(GREETINGS[0]!);
    flow.say(GREETINGS[1]!);
    flow.listen();
  },
  ivr: (flow) => {
    flow.say(IVR_MENU);
    flow.gatherDigits(1);
    flow.say('Please enter your order number, followed by the pound key.');
    flow.gatherDigits(flow.random.int(4, 6));
    flow.say('Thank you. Connecting you to the next available agent.');
    flow.dial('sip:queue@agents');
  },
  agent: (flow, call) => {
    if (call.trace_spans === null) {
      while (flow.left > 0) flow.agentTurn(flow.random.int(4_000, 14_000), AGENT_TURN_SPANS);
      return;
    }
    // The benchmark call: a fixed number of spans, its turns spread evenly over the call.
    const byeSpan = 1;
    const remaining = Math.max(0, call.trace_spans - flow.spanCount() - byeSpan);
    const turns = Math.ceil(remaining / AGENT_TURN_SPANS);
    const turnMs = flow.left / Math.max(turns, 1);
    for (let i = 0; i < turns; i++) {
      flow.agentTurn(turnMs, Math.min(AGENT_TURN_SPANS, remaining - i * AGENT_TURN_SPANS));
    }
  },
  conference: (flow) => {
    flow.say('Please enter the conference PIN, followed by the pound key.');
    flow.gatherDigits(4);
    flow.say('You are joining the conference.');
    flow.conference('sales-weekly');
  },
  dial: (flow, call) => {
    flow.dial(call.direction === 'inbound' ? `sip:${call.to}` : call.to);
  },
};

/** Adds the verbs of a flow one after another, from `start`, cut short at `end` (the hang-up). */
class FlowBuilder {
  private t: number;
  private readonly end: number;

  constructor(
    readonly random: Random,
    private readonly root: Activity,
    private readonly app: AppContext,
    window: { start: number; end: number },
  ) {
    this.t = window.start;
    this.end = window.end;
  }

  get left(): number {
    return this.end - this.t;
  }

  spanCount(): number {
    const count = (node: Activity): number =>
      1 + node.children.reduce((sum, child) => sum + count(child), 0);
    return count(this.root);
  }

  hook(name: string): void {
    const start = this.t;
    this.add(webhook(start, start + this.random.int(40, 350), this.app, name));
  }

  say(text: string): void {
    const start = this.t;
    const synthesis = this.random.int(40, 450);
    const node = activity('verb:say', start, start + synthesis + speechMs(text, this.random), {
      verb: 'say',
      text,
    });
    node.children.push(this.tts(start, synthesis, text));
    node.sounds.push({ start: start + synthesis, end: node.end, kind: 'agent' });
    this.add(node);
    this.pause();
  }

  gatherDigits(count: number): void {
    const start = this.t;
    const node = activity('verb:gather', start, start, { verb: 'gather', input: 'digits' });
    let t = start + this.random.int(700, 2_500);
    let digits = '';
    for (let i = 0; i < count; i++) {
      const digit = this.random.pick(KEYS);
      const length = this.random.int(110, 220);
      if (t + length > this.end) break;
      const key = activity('dtmf', t, t + length, {
        'dtmf.digit': digit,
        'dtmf.duration_ms': length,
      });
      key.sounds.push({ start: t, end: t + length, kind: 'dtmf', digit });
      node.children.push(key);
      digits += digit;
      t += length + this.random.int(120, 600);
    }
    node.attributes.digits = digits;
    node.end = t + this.random.int(200, 1_200);
    this.add(node);
    this.hook('action_hook');
  }

  /** The caller speaks; recognition ends a little after the speech. */
  gatherSpeech(speakMs: number, spans = 2): void {
    const start = this.t;
    const speechStart = start + Math.min(speakMs * 0.2, this.random.int(300, 1_200));
    const speechEnd = start + speakMs * 0.9;
    const node = activity('verb:gather', start, start + speakMs, {
      verb: 'gather',
      input: 'speech',
    });
    node.sounds.push({ start: speechStart, end: speechEnd, kind: 'caller' });
    const transcript = this.random.pick(CALLER_LINES);
    node.attributes.transcript = transcript;
    if (spans > 1) {
      node.children.push(
        activity('stt', speechStart, node.end, {
          vendor: this.app.sttVendor,
          language: this.app.language,
          'stt.transcript': transcript,
          'stt.confidence': Math.round((0.8 + this.random.next() * 0.19) * 100) / 100,
        }),
      );
    }
    this.add(node);
  }

  /** One exchange with a voice agent: the caller speaks, the model answers (`spans` of 5). */
  agentTurn(turnMs: number, spans: number): void {
    this.gatherSpeech(turnMs * 0.45, spans);
    if (spans >= 3) {
      const start = this.t;
      this.add(webhook(start, start + turnMs * 0.1, this.app, 'action_hook'));
    }
    if (spans >= 4) {
      const start = this.t;
      const text = this.random.pick(AGENT_LINES);
      const node = activity('verb:say', start, start + turnMs * 0.45, { verb: 'say', text });
      const synthesis = Math.min(turnMs * 0.1, this.random.int(40, 300));
      if (spans >= 5) node.children.push(this.tts(start, synthesis, text));
      node.sounds.push({ start: start + synthesis, end: node.end - turnMs * 0.05, kind: 'agent' });
      this.add(node);
    }
  }

  /** The caller speaks until the call ends (a message left after the greeting). */
  listen(): void {
    const start = this.t;
    const node = activity('verb:record', start, this.end, { verb: 'record' });
    conversation(node, start + this.random.int(300, 1_000), this.end, ['caller'], this.random);
    this.add(node);
  }

  dial(target: string): void {
    const start = this.t;
    const answer = Math.min(this.end, start + this.random.int(2_000, 12_000));
    const node = activity('verb:dial', start, this.end, { verb: 'dial', target });
    node.children.push(
      activity('sip:INVITE', start, answer, { 'sip.method': 'INVITE', 'sip.status': 200, target }),
    );
    node.sounds.push({ start, end: answer, kind: 'ringback' });
    conversation(
      node,
      answer + this.random.int(300, 900),
      this.end,
      ['caller', 'callee'],
      this.random,
    );
    this.add(node);
  }

  conference(name: string): void {
    const start = this.t;
    const node = activity('verb:conference', start, this.end, { verb: 'conference', name });
    conversation(node, start + 500, this.end, ['caller', 'callee', 'agent'], this.random);
    this.add(node);
  }

  private tts(start: number, synthesis: number, text: string): Activity {
    return activity('tts', start, start + synthesis, {
      vendor: this.app.ttsVendor,
      voice: this.app.ttsVoice,
      'tts.characters': text.length,
      'tts.cached': synthesis < 100,
    });
  }

  private pause(): void {
    this.t += this.random.int(250, 700);
  }

  /** Adds a verb of the root, cut at the hang-up; one that would start after it is dropped. */
  private add(node: Activity): void {
    if (node.start >= this.end) return;
    clip(node, this.end);
    this.root.children.push(node);
    this.t = node.end;
  }
}

/** DTMF keys a caller presses (the common twelve). */
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '*', '#'] as const;

function webhook(start: number, end: number, app: AppContext, hook: string): Activity {
  return activity('webhook', start, end, {
    hook,
    'http.method': 'POST',
    'http.url': hook === 'call_hook' ? app.callHookUrl : `${app.callHookUrl}/action`,
    'http.status_code': 200,
  });
}

/** About 330 ms a word, as a synthesised voice speaks. */
function speechMs(text: string, random: Random): number {
  return text.split(/\s+/).length * 330 + random.int(0, 400);
}

/** Turns of speech between the speakers, with pauses, from `start` until `end`. */
function conversation(
  node: Activity,
  start: number,
  end: number,
  speakers: Sound['kind'][],
  random: Random,
): void {
  let t = start;
  let speaker = 0;
  while (t < end) {
    const length = random.int(800, 6_000);
    node.sounds.push({ start: t, end: Math.min(end, t + length), kind: speakers[speaker]! });
    t += length + random.int(200, 1_200);
    if (speakers.length > 1 && random.chance(0.75)) {
      speaker = (speaker + random.int(1, speakers.length - 1)) % speakers.length;
    }
  }
}

/** Cuts an activity, its children and its sounds at `end`. */
function clip(node: Activity, end: number): void {
  node.end = Math.min(node.end, end);
  node.children = node.children.filter((child) => child.start < end);
  for (const child of node.children) clip(child, end);
  node.sounds = node.sounds
    .filter((sound) => sound.start < end)
    .map((sound) => ({ ...sound, end: Math.min(sound.end, end) }));
}
