import { readFileSync } from 'node:fs';
// The web's one .po reader, so the check reads the catalogs exactly as the catalog test does.
import { parsePo } from '@pm/web/poCatalog';

/**
 * The web app's own messages, read from its Lingui catalogs (web/src/locales/<locale>/messages.po),
 * turned into matchers for text that belongs to the other language: a German screen must show no
 * English message of ours, an English screen no German one.
 *
 * A message counts only when its two languages differ and its text is not also a message of the
 * screen's own language (e.g. "Dashboard", "Status" are both). Placeholders ({name}, <0>…</0>)
 * match any text; ICU plural/select messages are matched by their branches. A message whose fixed
 * text is too short to tell languages apart (fewer than 4 letters) is left out.
 */

export type CatalogLocale = 'de-DE' | 'en';

const catalogPath = (locale: CatalogLocale) => new URL(`../../web/src/locales/${locale}/messages.po`, import.meta.url);

/** English msgid → German msgstr (an empty msgstr falls back to the English text, as Lingui does). */
function readPairs(): { en: string; de: string }[] {
  const german = parsePo(readFileSync(catalogPath('de-DE'), 'utf8'));
  return german.map((entry) => ({ en: entry.id, de: entry.translations[0] || entry.id }));
}

/** The texts a message can render as: the message itself, or each branch of an ICU plural/select. */
function renderings(message: string): string[] {
  const icu = /^\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,([\s\S]*)\}$/.exec(message.trim());
  if (!icu) return [message];
  const branches: string[] = [];
  const body = icu[2] ?? '';
  let depth = 0;
  let start = -1;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '{') {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (ch === '}') {
      depth--;
      if (depth === 0 && start >= 0) branches.push(body.slice(start, i).replace(/#/g, '{n}'));
    }
  }
  return branches;
}

const PLACEHOLDER = /\{[^{}]*\}|<\/?\d+\/?>/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A message as a whole-text pattern: `{value}` is any text, `<0>`/`</0>` tags vanish. */
function messagePattern(message: string): RegExp {
  let source = '';
  let last = 0;
  const literal = (text: string) => escapeRegExp(text).replace(/ +/g, '\\s+');
  for (const match of message.matchAll(PLACEHOLDER)) {
    source += literal(message.slice(last, match.index));
    if (match[0].startsWith('{')) source += '.+?';
    last = match.index + match[0].length;
  }
  source += literal(message.slice(last));
  return new RegExp(`^\\s*${source}\\s*$`, 'u');
}

export interface ForeignText {
  /** The catalog text that was found, in the language the screen is not in. */
  message: string;
  /** What the screen showed. */
  shown: string;
}

/** Finds the texts of `shown` that are messages of the other language than `screenLocale`. */
export function foreignMessageFinder(screenLocale: CatalogLocale): (shown: readonly string[]) => ForeignText[] {
  const pairs = readPairs();
  const own = new Set(pairs.flatMap((pair) => renderings(screenLocale === 'en' ? pair.en : pair.de).map(normalise)));
  const matchers: { message: string; pattern: RegExp }[] = [];
  for (const pair of pairs) {
    if (normalise(pair.en) === normalise(pair.de)) continue;
    const foreign = screenLocale === 'en' ? pair.de : pair.en;
    for (const text of renderings(foreign).map(normalise)) {
      if (own.has(text)) continue;
      const fixed = text.replace(PLACEHOLDER, ' ');
      if ((fixed.match(/\p{L}/gu) ?? []).length < 4) continue;
      matchers.push({ message: text, pattern: messagePattern(text) });
    }
  }
  return (shown) => {
    const found: ForeignText[] = [];
    const seen = new Set<string>();
    for (const raw of shown) {
      const text = normalise(raw);
      if (text === '' || own.has(text)) continue;
      for (const { message, pattern } of matchers) {
        if (!pattern.test(text)) continue;
        const key = `${message}\u0000${text}`;
        if (!seen.has(key)) found.push({ message, shown: text });
        seen.add(key);
        break;
      }
    }
    return found;
  };
}
