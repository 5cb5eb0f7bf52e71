/** Which service answers a write through the gateway: pricing-service's routes, else the command service. */
const PRICING_ROUTES = [/^\/api\/company\/[^/]+\/price-rules\/test-filter(?:\?|$)/, /^\/api\/company\/[^/]+\/pricing\/what-if(?:\?|$)/];

export const isPricingRoute = (url: string): boolean => PRICING_ROUTES.some((route) => route.test(url));

export function writeUpstream(url: string, upstreams: { command: string; pricing: string }): string {
  return isPricingRoute(url) ? upstreams.pricing : upstreams.command;
}
