/**
 * Sets German translations in the de-DE catalog without touching other entries:
 *   npx node web/scripts/translate.ts translations.json
 * where translations.json is { "<English msgid>": "<German text>", ... }. Run `npm run extract
 * --workspace web` first so the msgids exist. Unknown msgids are reported and the run fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const CATALOG = new URL('../src/locales/de-DE/messages.po', import.meta.url).pathname;
const file = process.argv[2];
if (!file) {
  console.error('usage: translate.ts translations.json');
  process.exit(2);
}
const translations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const poString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

const lines = readFileSync(CATALOG, 'utf8').split('\n');
const found = new Set<string>();
for (let i = 0; i < lines.length; i++) {
  const line = lines[i] ?? '';
  if (!line.startsWith('msgid "')) continue;
  // msgid may continue over several quoted lines
  let j = i;
  let raw = line.slice('msgid '.length);
  while ((lines[j + 1] ?? '').startsWith('"')) raw += (lines[++j] ?? '');
  const msgid = JSON.parse(`[${raw.replace(/"\s*"/g, '')}]`)[0] as string;
  const german = translations[msgid];
  if (german === undefined) continue;
  found.add(msgid);
  // replace the msgstr block that follows
  const k = j + 1;
  if (!(lines[k] ?? '').startsWith('msgstr ')) continue;
  let end = k;
  while ((lines[end + 1] ?? '').startsWith('"')) end++;
  lines.splice(k, end - k + 1, `msgstr ${poString(german)}`);
}
writeFileSync(CATALOG, lines.join('\n'));
const missing = Object.keys(translations).filter((id) => !found.has(id));
if (missing.length > 0) {
  console.error(`Not in the catalog (run extract first?):\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`Set ${found.size} German translations.`);
