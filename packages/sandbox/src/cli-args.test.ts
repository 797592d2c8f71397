import { describe, expect, it } from 'vitest';
import { CliArgumentError, DEFAULT_PORT, parseCliArgs } from './cli-args.ts';

const DB = '/tmp/default.db';

describe('parseCliArgs', () => {
  it('has defaults', () => {
    expect(parseCliArgs([], DB)).toEqual({
      help: false,
      port: DEFAULT_PORT,
      host: '127.0.0.1',
      db: DB,
      seed: 'none',
      control: false,
      tokenTtlSeconds: 3600,
      calls: undefined,
    });
  });

  it('reads every option, with a space or an equals sign', () => {
    expect(
      parseCliArgs(
        [
          '--port',
          '0',
          '--host=0.0.0.0',
          '--memory',
          '--seed',
          'demo',
          '--control',
          '--token-ttl=60',
        ],
        DB,
      ),
    ).toEqual({
      help: false,
      port: 0,
      host: '0.0.0.0',
      db: ':memory:',
      seed: 'demo',
      control: true,
      tokenTtlSeconds: 60,
      calls: undefined,
    });
    expect(parseCliArgs(['--db', 'x.db'], DB).db).toBe('x.db');
    expect(parseCliArgs(['--help'], DB).help).toBe(true);
  });

  it('reads the console URL for mailed links', () => {
    expect(parseCliArgs(['--console-url', 'http://127.0.0.1:8080/'], DB).consoleUrl).toBe(
      'http://127.0.0.1:8080',
    );
    expect(parseCliArgs([], DB).consoleUrl).toBeUndefined();
    expect(() => parseCliArgs(['--console-url', 'javascript:alert(1)'], DB)).toThrow(
      CliArgumentError,
    );
  });

  it('reads the seed', () => {
    expect(parseCliArgs(['--seed', 'anchor'], DB).seed).toBe('anchor');
    expect(parseCliArgs(['--seed=none'], DB).seed).toBe('none');
    expect(() => parseCliArgs(['--seed', 'toString'], DB)).toThrow(
      '--seed must be demo, anchor or none, not toString',
    );
  });

  it('reads how many calls to generate', () => {
    expect(parseCliArgs(['--calls', '1000000'], DB).calls).toBe(1_000_000);
    expect(parseCliArgs(['--calls=0'], DB).calls).toBe(0);
    expect(() => parseCliArgs(['--calls', '10000001'], DB)).toThrow(
      '--calls must be a whole number from 0 to 10000000, not 10000001',
    );
  });

  it.each([
    [['--port', '-1']],
    [['--port', '1.5']],
    [['--token-ttl', '0']],
    [['--calls', 'many']],
    [['--memory=yes']],
    [['--host', '']],
    [['--db', '--memory']],
    [['extra']],
  ])('refuses %j', (args) => {
    expect(() => parseCliArgs(args, DB)).toThrow(CliArgumentError);
  });
});
