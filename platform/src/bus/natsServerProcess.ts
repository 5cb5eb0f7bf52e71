/**
 * Starts a nats-server with JetStream on a free local port, with a temporary store directory
 * (or a given one, kept on stop). Used by the NATS contract suite, other suites and the
 * distributed launcher.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export interface NatsServerHandle {
  url: string;
  stop(): Promise<void>;
}

export interface StartNatsServerOptions {
  /** JetStream store to keep between runs; without it a temporary one is removed on stop(). */
  storeDir?: string;
}

const START_TIMEOUT_MS = 10_000;

/** Path of the `nats-server` binary (PATH, then the Debian location), or null when absent. */
export function findNatsServer(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/local/bin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = join(dir, 'nats-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory: keep looking.
    }
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not determine a free port'));
      });
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function startNatsServer(options: StartNatsServerOptions = {}): Promise<NatsServerHandle> {
  const binary = findNatsServer();
  if (!binary) throw new Error('nats-server not found on PATH or in /usr/sbin');
  const temporary = options.storeDir === undefined;
  const storeDir = options.storeDir ?? (await mkdtemp(join(tmpdir(), 'nats-test-')));
  if (!temporary) await mkdir(storeDir, { recursive: true });
  const removeStore = () => (temporary ? rm(storeDir, { recursive: true, force: true }) : Promise.resolve());
  try {
    // The free port may be taken between probing and binding: retry with a new one.
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await launch(binary, storeDir, await freePort(), removeStore);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  } catch (error) {
    await removeStore();
    throw error;
  }
}

async function launch(binary: string, storeDir: string, port: number, removeStore: () => Promise<void>): Promise<NatsServerHandle> {
  const child = spawn(binary, ['-js', '-p', String(port), '-sd', storeDir, '-a', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    // Keep only the tail: enough to explain a failed start.
    output = (output + chunk).slice(-4000);
  });
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
  });
  // Never leave an orphaned server behind if the parent exits without calling stop().
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (!exited) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exitedPromise;
      clearTimeout(forced);
    }
    await removeStore();
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) {
      process.removeListener('exit', killOnExit);
      throw new Error(`nats-server exited during start-up: ${output.trim()}`);
    }
    if (await canConnect(port)) return { url: `nats://127.0.0.1:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.removeListener('exit', killOnExit);
  child.kill('SIGKILL');
  await exitedPromise;
  throw new Error(`nats-server did not accept connections within ${START_TIMEOUT_MS} ms: ${output.trim()}`);
}
