import { searchApiFromEnv, type Env } from '@pm/platform';
import type { ScraperOptions } from './scraperService.ts';

/**
 * The scraper's settings from the configuration: the proxies companies may choose, and
 * `*.demo.test` through the demo web when it runs beside (the only way those hosts resolve; set
 * by the launcher, never by a tenant, and used only when the company chose no proxy).
 */
export function scraperOptionsFromEnv(env: Env, demoProxyUrl: string | null): Partial<ScraperOptions> {
  return {
    schedulerIntervalMs: env.SCRAPE_SCHEDULER_INTERVAL_MS,
    morningHour: env.SCRAPE_MORNING_HOUR,
    scrapeNewUrlsImmediately: env.SCRAPE_NEW_URLS_IMMEDIATELY,
    concurrency: env.SCRAPE_CONCURRENCY,
    perHostConcurrency: env.SCRAPE_PER_HOST_CONCURRENCY,
    timeoutMs: env.SCRAPE_TIMEOUT_MS,
    maxBodyBytes: env.SCRAPE_MAX_BODY_BYTES,
    retryDelayMs: env.SCRAPE_RETRY_DELAY_MS,
    maxJumpFactor: env.SCRAPE_MAX_JUMP_FACTOR,
    allowPrivateHosts: env.SCRAPE_ALLOW_PRIVATE_HOSTS,
    demoProxyUrl: env.SCRAPE_DEMO_PROXY_URL ?? demoProxyUrl,
    proxies: env.SCRAPE_PROXIES,
    chromiumPath: env.CHROMIUM_PATH,
    searchApi: searchApiFromEnv(env),
  };
}
