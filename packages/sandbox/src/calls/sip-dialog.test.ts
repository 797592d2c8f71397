import { describe, expect, it } from 'vitest';
import { inviteDialog, registerExchange } from './sip-dialog.ts';
import { testCall } from './test-calls.ts';

const firstLines = (call = testCall()) => inviteDialog(call).map((m) => m.raw.split('\r\n')[0]);

describe('inviteDialog', () => {
  it('sets up, answers and hangs up an answered call, in time order', () => {
    const call = testCall();
    const messages = inviteDialog(call);
    expect(messages.map((m) => m.method ?? m.status)).toEqual([
      'INVITE',
      100,
      180,
      200,
      'ACK',
      'BYE',
      200,
    ]);
    expect(messages.map((m) => m.at)).toEqual([...messages.map((m) => m.at)].sort((a, b) => a - b));
    expect(messages[0]!.at).toBe(call.attempted_at);
    expect(messages[3]!.at).toBe(call.answered_at);
    expect(messages[5]!.at).toBe(call.terminated_at);
    expect(firstLines(call)[0]).toBe('INVITE sip:15085550100@203.0.113.5:5060 SIP/2.0');
    expect(messages[0]).toMatchObject({ from: { ip: '192.0.2.10' }, to: { ip: '203.0.113.5' } });
  });

  it('carries the Call-ID and a correct Content-Length with SDP', () => {
    for (const message of inviteDialog(testCall())) {
      const [head, body] = message.raw.split('\r\n\r\n');
      expect(head).toContain('Call-ID: abc123@192.0.2.10');
      expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
    }
    expect(inviteDialog(testCall())[0]!.raw).toContain('a=rtpmap:101 telephone-event/8000');
  });

  it('ends a failed call with its status, a cancelled one with CANCEL and 487', () => {
    expect(
      firstLines(
        testCall({ answered: false, sip_status: 503, termination_reason: 'service unavailable' }),
      ),
    ).toEqual([
      'INVITE sip:15085550100@203.0.113.5:5060 SIP/2.0',
      'SIP/2.0 100 Trying',
      'SIP/2.0 503 Service Unavailable',
      'ACK sip:15085550100@203.0.113.5:5060 SIP/2.0',
    ]);
    const cancelled = inviteDialog(
      testCall({ answered: false, sip_status: 487, termination_reason: 'caller hungup' }),
    );
    expect(cancelled.map((m) => m.method ?? m.status)).toEqual([
      'INVITE',
      100,
      180,
      'CANCEL',
      200,
      487,
      'ACK',
    ]);
  });

  it('sends the INVITE from the platform for an outbound call', () => {
    const [invite] = inviteDialog(
      testCall({ direction: 'outbound', from: '15085550100', to: '16175550123' }),
    );
    expect(invite).toMatchObject({ from: { ip: '203.0.113.5' }, to: { ip: '192.0.2.10' } });
  });
});

describe('registerExchange', () => {
  it('is a challenge and an authorised REGISTER for a device call, before it', () => {
    const call = testCall({ trunk: 'user', from: 'alice', remote_host: '192.0.2.150' });
    const messages = registerExchange(call);
    expect(messages.map((m) => m.method ?? m.status)).toEqual(['REGISTER', 401, 'REGISTER', 200]);
    expect(messages.every((m) => m.at < call.attempted_at)).toBe(true);
    expect(messages[2]!.raw).toContain('Authorization: Digest username="alice"');
  });

  it('is empty for a call over a carrier', () => {
    expect(registerExchange(testCall())).toEqual([]);
  });
});
