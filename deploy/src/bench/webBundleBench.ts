/**
 * The web app's initial JavaScript: what a first visit downloads before the app renders — the
 * entry script of web/dist/index.html and every chunk it preloads — gzip-compressed as a server
 * sends it. Lazy screens (charts, large pages) are not counted: they load when opened.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild, WEB_DIST } from '../webBuild.ts';

export function benchWebBundle(report: (name: string, value: string) => void): void {
  ensureWebBuild(() => undefined);
  const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => (m[1] ?? m[2])!);
  if (files.length === 0) throw new Error('web bundle: index.html names no script');
  let raw = 0;
  let gzip = 0;
  const sizes: string[] = [];
  for (const file of new Set(files)) {
    const content = readFileSync(join(WEB_DIST, file.replace(/^\//, '')));
    const zipped = gzipSync(content, { level: 9 }).length;
    raw += content.length;
    gzip += zipped;
    sizes.push(`${file.split('/').at(-1)} ${(zipped / 1024).toFixed(0)}`);
  }
  report(`web: initial JavaScript (${new Set(files).size} files, gzip)`, `${(gzip / 1024).toFixed(0)} kB (${(raw / 1024).toFixed(0)} kB raw)`);
  report('web: initial chunks (kB gzip)', sizes.join(', '));
}
