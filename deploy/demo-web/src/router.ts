/**
 * Routes a request to the demo site of its hostname; the server's own host gets the index
 * page. Pure: the same request on the same day always gets the same response.
 */
import { comparisonResponse } from './comparisonSite.ts';
import { demoIndexPage } from './pages/indexPage.ts';
import type { DayKey } from './prices.ts';
import { type DemoRequest, type DemoResponse, htmlResponse, textResponse } from './response.ts';
import { shopResponse } from './shopSite.ts';
import { demoSearchResponse } from './searchPages.ts';
import { DEMO_COMPARISON_SITE, shopByHostname } from './sites.ts';
import { WIZARD_SHOP, wizardShopResponse } from './wizardShop.ts';

export function demoSiteResponse(request: DemoRequest, day: DayKey): DemoResponse {
  const search = demoSearchResponse(request, day);
  if (search) return search;
  const shop = shopByHostname(request.hostname);
  if (shop) return shopResponse(shop, request, day);
  if (request.hostname === DEMO_COMPARISON_SITE.hostname) return comparisonResponse(request, day);
  if (request.hostname === WIZARD_SHOP.hostname) return wizardShopResponse(request, day);
  // A *.demo.test name that no demo site has: what a proxy answers when the name does not resolve.
  return textResponse(502, `Unknown demo host ${request.hostname}\n`);
}

export function indexResponse(path: string, serverUrl: string): DemoResponse {
  if (path === '/') return htmlResponse(200, demoIndexPage(serverUrl));
  return textResponse(404, 'Not found. The demo sites are served for *.demo.test hosts; see / for the list.\n');
}
