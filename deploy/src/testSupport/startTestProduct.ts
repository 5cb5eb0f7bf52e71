import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from '@pm/platform';
import { createAllInOne, type AllInOne } from '../allInOne.ts';

export const DEMO_PASSWORD = 'demo-password-for-tests';

export interface TestProduct {
  product: AllInOne;
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
  signIn(email: string, password?: string): Promise<string>;
  api(method: string, path: string, options?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
}

/** The all-in-one product on a free port with a fresh data directory and the demo seed (scraping off unless `SCRAPE_ENABLED`). */
export async function startTestProduct(overrides: Record<string, string> = {}): Promise<TestProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pm-test-'));
  const env = loadEnv({
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    MIN_POSITION_WAIT_MS: '5000',
    // Tests that write scrape job events by hand must not have them run; scraping tests turn it on.
    SCRAPE_ENABLED: 'false',
    ...overrides,
  });
  const product = await createAllInOne(env);
  const address = await product.start();
  const baseUrl = address.replace('0.0.0.0', '127.0.0.1');

  async function api(method: string, path: string, options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (e.g. HTML): keep the text
    }
    return { status: response.status, body: parsed as any, headers: response.headers };
  }

  async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    const response = await api('POST', '/api/auth/sign-in', { body: { email, password } });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.accessToken as string;
  }

  return {
    product,
    baseUrl,
    dataDir,
    api,
    signIn,
    async stop() {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
