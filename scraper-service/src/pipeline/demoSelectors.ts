/**
 * Scrape exceptions (per-store selectors) are not yet events. Until they are, the demo shops'
 * and the demo comparison site's selector configs are used for their `*.demo.test` hosts.
 */
import { DEMO_COMPARISON_SITE, DEMO_SHOPS } from '../demoWeb/sites.ts';
import { parseSelectorConfig, type SelectorConfig } from '../extraction/selectorConfig.ts';

const configs = new Map<string, SelectorConfig>();
for (const site of [...DEMO_SHOPS, DEMO_COMPARISON_SITE]) {
  if (!site.selectors) continue;
  const parsed = parseSelectorConfig(site.selectors);
  if (parsed.ok) configs.set(site.hostname, parsed.config);
}

export function demoSelectorsFor(hostname: string): SelectorConfig | null {
  return configs.get(hostname.toLowerCase().replace(/^www\./, '')) ?? null;
}
