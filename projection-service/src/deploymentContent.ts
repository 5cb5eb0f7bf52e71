import type { ClientConfig } from '@pm/contracts';
import type { Env } from '@pm/platform';
import { DEFAULT_ACADEMY_FILE, loadAcademy } from './queries/deploymentQueries.ts';

/** Academy and client configuration of this deployment, from the environment. */
export function deploymentContent(env: Env) {
  const clientConfig: ClientConfig = { analytics: env.POSTHOG_KEY ? { posthogKey: env.POSTHOG_KEY, posthogHost: env.POSTHOG_HOST } : null };
  return { academy: loadAcademy(env.ACADEMY_FILE ?? DEFAULT_ACADEMY_FILE), clientConfig };
}
