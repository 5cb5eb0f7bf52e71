/**
 * The demo Plenty (ERP) of a spec's server: `npm start` serves it on DEMO_PLENTY_PORT, which
 * playwright.config.ts sets to the spec's port plus this offset, so a spec finds it from its
 * baseURL. Reachable only from the server's own process (its allow-list), i.e. through the app.
 */
export const DEMO_PLENTY_PORT_OFFSET = 1000;

/** The REST user of the demo Plenty (deploy/demo-plenty/demoPlenty.ts). */
export const DEMO_PLENTY_USERNAME = 'demo-rest';
export const DEMO_PLENTY_PASSWORD = 'demo-plenty-password';

/** The demo Plenty's address for a spec whose app runs at `baseURL`. */
export function demoPlentyUrl(baseURL: string): string {
  const port = Number(new URL(baseURL).port) + DEMO_PLENTY_PORT_OFFSET;
  return `http://127.0.0.1:${port}`;
}
