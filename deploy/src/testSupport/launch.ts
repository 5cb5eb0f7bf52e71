import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = new URL('../../../', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Launched {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
}

/** Start one of the launchers (`deploy/src/*.ts`) as a real process. */
export function launch(script: string, env: Record<string, string>): Launched {
  const child = spawn(process.execPath, [join(ROOT, script)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { child, output: () => output, exited };
}

/**
 * The address `npm start` prints once it listens ("… is running at http://localhost:<port>"),
 * for a start with PORT=0: the system chooses the port as it binds it, so no other socket can take
 * it between choosing and binding (as one chosen by `freePort` can).
 */
export async function announcedUrl(launched: Launched, timeoutMs = 90_000): Promise<string> {
  const running = /is running at http:\/\/localhost:(\d+)/;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const port = running.exec(launched.output())?.[1];
    if (port) return `http://127.0.0.1:${port}`;
    if (launched.child.exitCode !== null) throw new Error(`the product exited before it listened:\n${launched.output().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`the product did not say where it listens in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function waitReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Open the live socket, authenticate, and collect what arrives. */
export async function openLive(baseUrl: string, token: string): Promise<{ messages: any[]; close(): void }> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/live`);
  const messages: any[] = [];
  socket.addEventListener('message', (event) => messages.push(JSON.parse(String(event.data))));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('socket error')));
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  const deadline = Date.now() + 10_000;
  while (!messages.some((m) => m.type === 'ready')) {
    if (Date.now() > deadline) throw new Error('live socket not ready');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { messages, close: () => socket.close() };
}
