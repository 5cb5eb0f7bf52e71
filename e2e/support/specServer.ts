import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Each spec file gets its own product (`npm start` on its own port and fresh data directory),
 * started by the worker that runs the spec and stopped when the spec is done (e2e/support/e2eTest.ts).
 * Only the servers of the specs being run exist at any time, so a 2-core machine carries two.
 * playwright.config.ts says per spec (its project's metadata) where and with which settings.
 */
export interface SpecServerSettings {
  spec: string;
  port: number;
  /** E2E_DATA_DIR: the spec's data directory and log are `<dataRoot>/<spec>` and `<dataRoot>/<spec>.log`. */
  dataRoot: string;
  /** The environment of `node deploy/src/start.ts` beside the inherited one. */
  env: Record<string, string>;
}

export interface SpecServer {
  stop(): Promise<void>;
}

const ROOT = new URL('../../', import.meta.url).pathname;
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Starts the spec's server and resolves when its /readyz answers and its start-up work is over.
 * The data directory is fresh once per run (E2E_RUN_ID, set by playwright.config.ts): a copy of
 * the run's template for the spec's seed settings (below). A worker restarted after a failing
 * test keeps the spec's data, as the tests after it expect.
 */
export async function startSpecServer(settings: SpecServerSettings): Promise<SpecServer> {
  const { spec, dataRoot } = settings;
  const dataDir = join(dataRoot, spec);
  const runMarker = join(dataRoot, `${spec}.run`);
  mkdirSync(dataRoot, { recursive: true });
  if (!existsSync(runMarker) || readFileSync(runMarker, 'utf8') !== RUN_ID) {
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(await templateFor(settings), dataDir, { recursive: true });
    writeFileSync(runMarker, RUN_ID);
  }
  return runServer(settings, dataDir, join(dataRoot, `${spec}.log`));
}

const RUN_ID = process.env['E2E_RUN_ID'] ?? 'single';

/**
 * Settings that change only how a server runs, not what its first start seeds: specs that differ
 * only in these share a template.
 */
const RUNTIME_ONLY = new Set(['DEMO_PLENTY_PORT', 'DEMO_WEB_PORT', 'MORNING_SYNC_ENABLED']);

/**
 * The data directory of a first `npm start` with the spec's seed settings, made once per run:
 * the first spec that needs it starts a server on its own port into the template's directory,
 * waits until its start-up work (demo seed, first scrape of the demo web) is over and stops it;
 * every spec then starts from a copy, as a restarted product does. The seed and the first scrape
 * cost a server about 10 CPU seconds — the larger part of a short spec on a 2-core machine.
 */
async function templateFor(settings: SpecServerSettings): Promise<string> {
  const seedEnv = Object.entries(settings.env)
    .filter(([key]) => !RUNTIME_ONLY.has(key))
    .sort(([a], [b]) => a.localeCompare(b));
  // A template of the day: the demo's scrapes and history are "today" for the screens (a run
  // that passes midnight UTC makes another one rather than show yesterday's as today's).
  const day = new Date().toISOString().slice(0, 10);
  const name = `template-${day}-${createHash('sha256').update(JSON.stringify(seedEnv)).digest('hex').slice(0, 12)}`;
  const dir = join(settings.dataRoot, name);
  const done = join(settings.dataRoot, `${name}.done`);
  const state = () => (existsSync(done) ? readFileSync(done, 'utf8') : '');
  if (state() === RUN_ID) return dir;
  let building = false;
  try {
    mkdirSync(join(settings.dataRoot, `${name}.lock-${RUN_ID}`));
    building = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (building) {
    try {
      removeTemplatesBefore(settings.dataRoot, day);
      rmSync(dir, { recursive: true, force: true });
      const server = await runServer(settings, dir, join(settings.dataRoot, `${name}.log`));
      await server.stop();
      writeFileSync(done, RUN_ID);
    } catch (error) {
      writeFileSync(done, `failed ${RUN_ID}`);
      throw error;
    }
    return dir;
  }
  // Another worker builds it.
  const deadline = Date.now() + READY_TIMEOUT_MS + SETTLE_TIMEOUT_MS + STOP_TIMEOUT_MS;
  for (;;) {
    if (state() === RUN_ID) return dir;
    if (state() === `failed ${RUN_ID}`) throw new Error(`the server of the template ${name} failed to start (${join(settings.dataRoot, `${name}.log`)})`);
    if (Date.now() > deadline) throw new Error(`the template ${name} was not made in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Removes the templates (directories, logs, markers, locks) made before the day before `day`:
 * each is some 40 MB, and a run that passed midnight may still copy yesterday's.
 */
function removeTemplatesBefore(dataRoot: string, day: string): void {
  const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  for (const entry of readdirSync(dataRoot)) {
    const made = /^template-(\d{4}-\d{2}-\d{2})-/.exec(entry)?.[1];
    if (made !== undefined && made < yesterday) rmSync(join(dataRoot, entry), { recursive: true, force: true });
  }
}

/** Runs `npm start` on the spec's port with `dataDir`; resolves when it is ready and settled. */
async function runServer(settings: SpecServerSettings, dataDir: string, logFile: string): Promise<SpecServer> {
  const { spec, port } = settings;
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['deploy/src/start.ts'], {
    cwd: ROOT,
    // Its own process group, so stopping it stops the processes it started too.
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, ...settings.env, PORT: String(port), DATA_DIR: dataDir },
  });
  closeSync(log);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the ${spec} server stopped before it was ready (exit ${exitCode}):\n${logTail(logFile)}`);
    if (Date.now() > deadline) {
      await stopProcess(child, exited);
      throw new Error(`the ${spec} server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${logTail(logFile)}`);
    }
    if (await isReady(port)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (child.pid !== undefined) await settled(child.pid);
  return { stop: () => stopProcess(child, exited) };
}

/** A server counts as settled once its processes use less than this share of one core for a second. */
const SETTLED_CPU_SHARE = 0.25;
const SETTLE_TIMEOUT_MS = 90_000;

/**
 * Waits until the server's start-up work (the demo seed, its first scrape of the demo web with
 * the scraper's own browser) is over, at most 90 s: otherwise a spec's first tests run beside
 * that burst on a 2-core machine and their 10 s expectations race it. Measured as the CPU time
 * of the server's process group (Linux /proc); elsewhere it does not wait.
 */
async function settled(group: number): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let before = groupCpuSeconds(group);
  if (before === null) return;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = groupCpuSeconds(group);
    if (now === null) return;
    if (now - before < SETTLED_CPU_SHARE) return;
    before = now;
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU seconds of every process in the group, or null without /proc. */
function groupCpuSeconds(group: number): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null; // no /proc: not Linux
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // Fields after the command name (which may hold spaces): state, ppid, pgrp, …, utime (12th), stime (13th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== group) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

async function isReady(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false; // not listening yet
  }
}

/** SIGTERM to the server's process group (it drains and stops); SIGKILL when it has not stopped in 15 s. */
async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const group = -child.pid;
  process.kill(group, 'SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS))]);
  if (!stopped) {
    process.kill(group, 'SIGKILL');
    await exited;
  }
}

function logTail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-40).join('\n') : '(no output)';
}
