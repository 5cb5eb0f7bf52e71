/**
 * The demo competitor web of a spec's server, for specs that switch its 403 block
 * (deploy/demo-web/src/blocks.ts): playwright.config.ts gives such a spec DEMO_WEB_PORT = the
 * spec's port plus this offset, so the spec finds it from its baseURL.
 */
export const DEMO_WEB_PORT_OFFSET = 2000;

export function demoWebUrl(baseURL: string): string {
  return `http://127.0.0.1:${Number(new URL(baseURL).port) + DEMO_WEB_PORT_OFFSET}`;
}
