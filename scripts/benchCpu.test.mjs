import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuLine, cpuWatch, kindOf } from './benchCpu.mjs';

const cmd = (...args) => `${args.join('\0')}\0`;

describe('kindOf', () => {
  it("tells Chromium's processes apart by their type, and the servers by their script", () => {
    const chromium = '/usr/lib/chromium/chromium';
    expect(kindOf(cmd(chromium, '--headless', '--remote-debugging-pipe'))).toBe('browser');
    expect(kindOf(cmd(chromium, '--type=renderer', '--lang=en-US'))).toBe('renderer');
    expect(kindOf(cmd(chromium, '--type=gpu-process'))).toBe('gpu');
    expect(
      kindOf(cmd(chromium, '--type=utility', '--utility-sub-type=network.mojom.NetworkService')),
    ).toBe('network');
    expect(
      kindOf(cmd(chromium, '--type=utility', '--utility-sub-type=storage.mojom.StorageService')),
    ).toBe('utility');
    expect(
      kindOf(cmd('/usr/bin/node', 'examples/standalone/server/serve.mjs', '--port', '0')),
    ).toBe('host');
    expect(
      kindOf(cmd('/usr/bin/node', '--import', 'tsx', 'packages/sandbox/src/cli.ts', '--memory')),
    ).toBe('sandbox');
    expect(kindOf(cmd('/usr/bin/node', 'scripts/apiDelay.mjs'))).toBe('other');
  });
});

/** A /proc of a few processes: each with its parent, command line and threads' time (ns). */
function fakeProc(root, processes) {
  for (const { pid, ppid, cmdline, threads } of processes) {
    mkdirSync(join(root, String(pid), 'task'), { recursive: true });
    writeFileSync(join(root, String(pid), 'stat'), `${pid} (a (b) c) S ${ppid} ${pid} 0 0`);
    writeFileSync(join(root, String(pid), 'cmdline'), cmdline);
    threads.forEach((ns, i) => {
      mkdirSync(join(root, String(pid), 'task', String(pid + i)), { recursive: true });
      writeFileSync(join(root, String(pid), 'task', String(pid + i), 'schedstat'), `${ns} 0 0\n`);
    });
  }
}

describe('cpuWatch', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("sums the time of the processes under the benchmark's, by kind, from the start of the watch", () => {
    root = mkdtempSync(join(tmpdir(), 'bench-cpu-'));
    const chromium = '/usr/lib/chromium/chromium';
    const browser = { pid: 20, ppid: 10, cmdline: cmd(chromium), threads: [5e6, 1e6] };
    const elsewhere = { pid: 90, ppid: 1, cmdline: cmd(chromium), threads: [9e9] };
    fakeProc(root, [
      { pid: 10, ppid: 1, cmdline: cmd('/usr/bin/node', 'bench'), threads: [1e9] },
      browser,
      elsewhere,
    ]);
    const watch = cpuWatch(10, root);
    fakeProc(root, [
      { ...browser, threads: [25e6, 2e6] },
      { ...elsewhere, threads: [19e9] },
      // A renderer started during the load (a grandchild): all of its time counts.
      { pid: 30, ppid: 20, cmdline: cmd(chromium, '--type=renderer'), threads: [40e6, 8e6] },
      { pid: 40, ppid: 10, cmdline: cmd('/usr/bin/node', 'x/serve.mjs'), threads: [3e6] },
    ]);
    expect(watch.stop()).toEqual({ total: 72, browser: 21, renderer: 48, host: 3 });
  });

  it('is null where there is no /proc', () => {
    root = join(tmpdir(), 'no-such-proc-here');
    expect(cpuWatch(10, root)).toBeNull();
  });
});

describe('cpuLine', () => {
  it("gives each kind's median over the loads", () => {
    const loads = [
      { total: 300, renderer: 150, browser: 100, host: 50 },
      { total: 200, renderer: 120, browser: 60, host: 20 },
      { total: 250, renderer: 130, browser: 80, gpu: 40 },
    ];
    expect(cpuLine(loads)).toBe('250 ms: renderer 130, browser 80, host 20');
  });
});
