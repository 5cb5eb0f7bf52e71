import { readFileSync } from 'node:fs';
import type { Env } from '../config/env.ts';

/** The server's version: APP_VERSION, else the root package.json's version. */
export function appVersion(env: Env): string {
  if (env.APP_VERSION) return env.APP_VERSION;
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
