import { describe, expect, it } from 'vitest';
import { createTranslate } from '../messages/translate.ts';
import {
  ApiError,
  errorFromResponse,
  readFailureText,
  readServerMessage,
  refusedAs,
  signInFailureMessage,
} from './errors.ts';

const t = createTranslate();
const json = 'application/json; charset=utf-8';
const text = 'text/plain; charset=utf-8';
const html = 'text/html; charset=utf-8';
const expressNotFound = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Error</title>
</head>
<body>
<pre>Cannot GET /v1/NoSuchThing</pre>
</body>
</html>`;

// Every body shape a real jambonz server was seen to answer with.
describe('readServerMessage', () => {
  it.each([
    [
      '400 {msg}',
      '{"msg":"missing field service_provider_sid"}',
      json,
      'missing field service_provider_sid',
    ],
    ['400 malformed id', '{"msg":"Bad request"}', json, 'Bad request'],
    [
      '422 duplicate',
      `{"msg":"Duplicate entry 'sp two' for key 'name'"}`,
      json,
      "Duplicate entry 'sp two' for key 'name'",
    ],
    ['403 {msg}', '{"msg":"insufficient permissions"}', json, 'insufficient permissions'],
    [
      '403 {status,message}',
      '{"status":"fail","message":"insufficient privileges"}',
      json,
      'insufficient privileges',
    ],
    ['403 view-only', '{"msg":"User has view-only access"}', json, 'User has view-only access'],
    [
      '403 lock-out {error}',
      '{"error":"Maximum login attempts reached. Try later."}',
      json,
      'Maximum login attempts reached. Try later.',
    ],
    [
      '500 {msg}',
      `{"msg":"Unknown column 'bogus' in 'INSERT INTO'"}`,
      json,
      "Unknown column 'bogus' in 'INSERT INTO'",
    ],
    ['JSON string', '"quota exceeded"', json, 'quota exceeded'],
    ['JSON without a content type', '{"msg":"no type"}', null, 'no type'],
    ['401 plain text', 'Unauthorized', text, 'Unauthorized'],
    ['403 plain text', 'Forbidden', text, 'Forbidden'],
    [
      '429 plain text',
      'Too many requests, please try again later.',
      text,
      'Too many requests, please try again later.',
    ],
    ['404 HTML page', expressNotFound, html, 'Cannot GET /v1/NoSuchThing'],
  ])('%s', (_name, body, contentType, expected) => {
    expect(readServerMessage(body, contentType).message).toBe(expected);
  });

  it.each([
    ['an empty 404', '', null],
    ['an empty JSON object', '{}', json],
    ['JSON with no message field', '{"code":17}', json],
    ['broken JSON', '{"msg": ', json],
    ['an HTML page without a message', '<html><body><h1>Bad Gateway</h1></body></html>', html],
  ])('finds no message in %s', (_name, body, contentType) => {
    expect(readServerMessage(body, contentType).message).toBeNull();
  });

  it('clips a very long message', () => {
    const message = readServerMessage('x'.repeat(2000), text).message ?? '';
    expect(message.length).toBeLessThan(600);
  });
});

describe('errorFromResponse', () => {
  it('shows the server message of a 4xx or 5xx', () => {
    const error = errorFromResponse(422, '{"msg":"name taken"}', json, t);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 422, message: 'name taken' });
  });

  it('falls back to the generic message when the body says nothing', () => {
    expect(errorFromResponse(404, '', null, t).message).toBe(
      'Something went wrong, please try again.',
    );
    expect(errorFromResponse(500, '{"msg": ', json, t).message).toBe(
      'Something went wrong, please try again.',
    );
  });

  it('reads a 401 as an expired session', () => {
    expect(errorFromResponse(401, 'Unauthorized', text, t).message).toBe(
      'Your session has expired. Please log in and try again.',
    );
  });

  it('reads 480 as temporarily unavailable', () => {
    const error = errorFromResponse(480, '', null, t);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe(t('error.unavailable'));
    expect(errorFromResponse(480, '{"msg":"media server busy"}', json, t).message).toBe(
      'media server busy',
    );
  });
});

describe('signInFailureMessage', () => {
  const fail = (status: number, body: string, contentType: string | null) =>
    signInFailureMessage(errorFromResponse(status, body, contentType, t), t);

  it('says the credentials are wrong for a status above 400 and below 500', () => {
    expect(fail(403, 'Forbidden', text)).toBe('Login credentials are incorrect.');
    expect(fail(401, '', null)).toBe('Login credentials are incorrect.');
    expect(fail(499, '', null)).toBe('Login credentials are incorrect.');
  });

  it("follows the spec's text with the lock-out reason the server gives", () => {
    expect(fail(403, '{"error":"Maximum login attempts reached."}', json)).toBe(
      'Login credentials are incorrect. Maximum login attempts reached.',
    );
  });

  it("says a server error failed the sign-in, with the server's message", () => {
    expect(fail(500, '{"msg":"db down"}', json)).toBe(`${t('signIn.serverError')} db down`);
    expect(fail(500, 'Internal Server Error', text)).toBe(t('signIn.serverError'));
  });

  it('gives the generic text for a 400 and any other status, with a reason the server gives', () => {
    expect(fail(400, 'Bad Request', text)).toBe('Something went wrong, please try again.');
    expect(fail(400, '{"msg":"missing password"}', json)).toBe(
      'Something went wrong, please try again. missing password',
    );
    expect(fail(502, '', null)).toBe('Something went wrong, please try again.');
    expect(signInFailureMessage(new Error('odd'), t)).toBe(
      'Something went wrong, please try again.',
    );
  });

  it('gives the generic text, then that the server cannot be reached, when nothing answered', () => {
    expect(signInFailureMessage(new ApiError('network', null, 'x'), t)).toBe(
      'Something went wrong, please try again. The server cannot be reached.',
    );
  });
});

describe('refusedAs', () => {
  const denied = 'You do not have permissions to make changes to this Account';

  it("tells a 403 in the spec's words, then the server's reason", () => {
    const refusal = errorFromResponse(403, '{"msg":"insufficient privileges"}', json, t);
    const told = refusedAs(refusal, denied) as ApiError;
    expect(told.message).toBe(`${denied}: insufficient privileges`);
    expect(told.status).toBe(403);
  });

  it('says only the spec words when the server gave no reason', () => {
    expect((refusedAs(errorFromResponse(403, '', null, t), denied) as Error).message).toBe(denied);
  });

  it('leaves every other failure as it is', () => {
    const failure = errorFromResponse(422, '{"msg":"in use"}', json, t);
    expect(refusedAs(failure, denied)).toBe(failure);
    const unreachable = new ApiError('network', null, 'offline');
    expect(refusedAs(unreachable, denied)).toBe(unreachable);
  });
});

describe('readFailureText', () => {
  it("says a record out of reach is not the user's, a missing one is missing, else the server", () => {
    const read = (status: number, body: string) =>
      readFailureText(errorFromResponse(status, body, json, t), t);
    expect(read(403, '{"msg":"insufficient permissions"}')).toBe('You do not have access.');
    expect(read(404, '{"msg":"not found"}')).toBe(
      "That record doesn't exist. It may have been deleted.",
    );
    expect(read(500, '{"msg":"database down"}')).toBe('database down');
  });
});
