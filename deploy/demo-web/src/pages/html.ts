/** Small helpers for writing HTML as template strings. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and quoted attribute values. */
export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A `<script type="application/ld+json">` block; `</` is escaped so the data cannot end the script. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/<\//g, '<\\/')}</script>`;
}

/** JSON for an inline script. */
export function inlineJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
