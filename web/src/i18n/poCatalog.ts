/** One translatable entry of a gettext .po catalog. */
export interface PoEntry {
  context: string | null;
  id: string;
  /** msgstr, or every msgstr[n] of a plural entry. */
  translations: string[];
}

const FIELD = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"(.*)"$/;
const CONTINUATION = /^"(.*)"$/;

function unescape(text: string): string {
  return text.replace(/\\(["\\nt])/g, (_match, ch: string) => {
    if (ch === 'n') return '\n';
    if (ch === 't') return '\t';
    return ch;
  });
}

/**
 * Minimal .po reader for checking catalogs: keeps msgctxt/msgid/msgstr (incl. plurals and
 * multi-line strings), skips comments, obsolete (#~) entries and the header.
 */
export function parsePo(source: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let fields = new Map<string, string>();
  let current: string | null = null;

  const flush = () => {
    const id = fields.get('msgid');
    if (id) {
      const translations = [...fields.entries()].filter(([key]) => key.startsWith('msgstr')).map(([, value]) => value);
      entries.push({ context: fields.get('msgctxt') ?? null, id, translations });
    }
    fields = new Map();
    current = null;
  };

  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#')) continue;
    const field = FIELD.exec(line);
    if (field) {
      const [, key = '', value = ''] = field;
      // A new msgctxt/msgid after a msgstr starts the next entry even without a blank line.
      if ((key === 'msgid' || key === 'msgctxt') && [...fields.keys()].some((k) => k.startsWith('msgstr'))) flush();
      fields.set(key, unescape(value));
      current = key;
      continue;
    }
    const continuation = CONTINUATION.exec(line);
    if (continuation && current) {
      fields.set(current, (fields.get(current) ?? '') + unescape(continuation[1] ?? ''));
      continue;
    }
    throw new Error(`Unparseable .po line: ${rawLine}`);
  }
  flush();
  return entries;
}
