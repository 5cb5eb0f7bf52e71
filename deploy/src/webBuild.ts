import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
export const WEB_DIST = join(ROOT, 'web', 'dist');
const SOURCES = [join(ROOT, 'web', 'src'), join(ROOT, 'web', 'index.html'), join(ROOT, 'web', 'vite.config.ts'), join(ROOT, 'contracts', 'src')];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when web/dist is missing or older than any web source. */
export function webBuildIsStale(): boolean {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

/** `npm start` builds the web app when needed, so a fresh checkout needs no extra step. */
export function ensureWebBuild(log: (line: string) => void): void {
  if (!webBuildIsStale()) return;
  log('Building the web app (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web app build failed (see above).');
}
