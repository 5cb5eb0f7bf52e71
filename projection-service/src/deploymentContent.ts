import type { ClientConfig } from '@pm/contracts';
import type { Env } from '@pm/platform';
import { DEFAULT_ACADEMY_FILE, loadAcademy } from './queries/deploymentQueries.ts';

/** Academy, client configuration and the proxies companies may choose (names only) of this deployment, from the environment. */
export function deploymentContent(env: Env) {
  const clientConfig: ClientConfig = { analytics: env.POSTHOG_KEY ? { posthogKey: env.POSTHOG_KEY, posthogHost: env.POSTHOG_HOST } : null };
  // A proxy's URL may carry credentials: the query side gets id and name only.
  const scrapeProxies = env.SCRAPE_PROXIES.map(({ id, name }) => ({ id, name }));
  return { academy: loadAcademy(env.ACADEMY_FILE ?? DEFAULT_ACADEMY_FILE), clientConfig, scrapeProxies };
}
