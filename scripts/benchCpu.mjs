// The processor time a benchmark's own processes spend during a load, by kind of process: the
// browser's (its renderers, its browser process, its GPU and network services) and the servers'
// (the host, the sandbox). A cold load on 2 cores is bound by this sum more than by any one
// process: whatever any of them does delays the others. Unlike a load's duration, it does not
// grow when the machine is slower to schedule, so two builds' figures compare across runs.
// Linux only (it reads /proc: each thread's time on a processor, in ns, from its schedstat);
// elsewhere `cpuWatch` gives null.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './benchSupport.mjs';

/** A process's kind, from its command line (arguments separated by NUL, as /proc gives it). */
export function kindOf(cmdline) {
  const args = cmdline.split('\0').filter(Boolean);
  const program = (args[0] ?? '').split('/').pop();
  if (/chrom/i.test(program)) {
    const type = /--type=([\w-]+)/.exec(cmdline)?.[1];
    if (!type) return 'browser';
    if (type === 'gpu-process') return 'gpu';
    if (type === 'utility')
      return /--utility-sub-type=network\./.test(cmdline) ? 'network' : 'utility';
    return type;
  }
  if (args.some((arg) => /(^|\/)serve\.mjs$/.test(arg))) return 'host';
  if (args.some((arg) => /(^|\/)sandbox\/src\/cli\.ts$/.test(arg))) return 'sandbox';
  return 'other';
}

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** Each process under `rootPid` (not itself) with its kind and its threads' time on a processor
 *  so far, in ns; null where there is no /proc. */
export function snapshot(rootPid, proc = '/proc') {
  let pids;
  try {
    pids = readdirSync(proc).filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const parentOf = new Map();
  for (const pid of pids) {
    const stat = read(join(proc, pid, 'stat'));
    // "pid (name) state ppid …": the name may hold spaces and parentheses.
    if (stat) parentOf.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  const under = (pid) => {
    for (let at = parentOf.get(pid); at; at = parentOf.get(at))
      if (at === String(rootPid)) return true;
    return false;
  };
  const processes = new Map();
  for (const pid of pids.filter(under)) {
    let ns = 0;
    let tasks = [];
    try {
      tasks = readdirSync(join(proc, pid, 'task'));
    } catch {
      continue;
    }
    for (const task of tasks) {
      const schedstat = read(join(proc, pid, 'task', task, 'schedstat'));
      if (schedstat) ns += Number(schedstat.split(' ')[0]);
    }
    processes.set(pid, { kind: kindOf(read(join(proc, pid, 'cmdline')) ?? ''), ns });
  }
  return processes;
}

/** The time spent between two snapshots, in ms, by kind and in all (`total`); a process that
 *  started in between counts from its start. */
export function spentBetween(before, after) {
  const spent = { total: 0 };
  for (const [pid, { kind, ns }] of after) {
    const ms = (ns - (before.get(pid)?.ns ?? 0)) / 1e6;
    if (ms <= 0) continue;
    spent[kind] = (spent[kind] ?? 0) + ms;
    spent.total += ms;
  }
  return spent;
}

/** Starts counting the processor time of this process's children (and theirs); `stop()` gives
 *  what they spent since, by kind, in ms. Null where there is no /proc. */
export function cpuWatch(rootPid = process.pid, proc = '/proc') {
  const before = snapshot(rootPid, proc);
  if (!before) return null;
  return { stop: () => spentBetween(before, snapshot(rootPid, proc) ?? new Map()) };
}

const KINDS = ['renderer', 'browser', 'gpu', 'network', 'host', 'sandbox'];

/** The median of each kind over several loads' figures, as a line: "270 ms: renderer 160, …". */
export function cpuLine(loads) {
  const of = (kind) => median(loads.map((load) => load[kind] ?? 0));
  const parts = KINDS.map((kind) => [kind, of(kind)]).filter(([, ms]) => ms >= 0.5);
  return `${of('total').toFixed(0)} ms: ${parts.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')}`;
}
