/**
 * The bot wall of a protected shop: requests must look like a browser (a browser User-Agent
 * and an Accept-Language header), as a real anti-bot service demands; others get a captcha.
 */
import type { IncomingHttpHeaders } from 'node:http';

const BROWSER_AGENT = /^Mozilla\/5\.0 \(.+\) .*(Chrome|Firefox|Safari|Edg)\/\d/;

export function looksLikeBrowser(headers: IncomingHttpHeaders): boolean {
  const agent = headers['user-agent'] ?? '';
  const language = headers['accept-language'] ?? '';
  return BROWSER_AGENT.test(agent) && language.trim().length > 0;
}

/** Headers that pass the bot wall (for tests and tools). */
export const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'accept-language': 'de-DE,de;q=0.9,en;q=0.8',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
} as const;
