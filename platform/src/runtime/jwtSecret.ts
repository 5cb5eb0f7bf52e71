import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../config/env.ts';

/**
 * The token secret: JWT_SECRET when set (required when services run on several machines),
 * otherwise generated once and kept in DATA_DIR so embedded sessions survive restarts.
 */
export function resolveJwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = join(env.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
