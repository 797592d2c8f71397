import { describe, expect, it } from 'vitest';
import { logLineText } from './CallLogs.tsx';

describe('logLineText', () => {
  it('writes the time, the level and the message, then the other fields as JSON', () => {
    expect(
      logLineText({
        time: '2026-11-23T02:59:48.432Z',
        level: 'info',
        msg: 'new incoming call',
        call_sid: 'c1',
      }),
    ).toBe('2026-11-23T02:59:48.432Z INFO new incoming call {"call_sid":"c1"}');
  });

  it('leaves out what a line does not have', () => {
    expect(logLineText({ time: 't', msg: 'plain' })).toBe('t  plain');
    expect(logLineText({ time: 't', level: 30 })).toBe('t 30');
  });
});
