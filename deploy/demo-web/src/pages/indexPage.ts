/** The demo server's own start page (plain host, not a demo site): what is served and how to reach it. */
import { DEMO_COMPANY_NAME, productBySku } from '../catalogue.ts';
import { SPECIAL_PAGES } from '../listings.ts';
import { DEMO_COMPARISON_SITE, DEMO_SHOPS, shopByKey } from '../sites.ts';
import { comparisonOffersUrl, comparisonSearchUrl, productUrl, siteUrl } from '../urls.ts';
import { esc } from './html.ts';
import { layout } from './layout.ts';
import { shippingTerms } from './shopFrame.ts';

const STATUS_OF_SPECIAL = {
  REDIRECT_TO_CATEGORY: '302 → category page',
  NOT_FOUND: '404',
  GONE: '410',
  OUT_OF_STOCK: 'out of stock',
  USED: 'used offer (B-Ware)',
} as const;

function link(url: string): string {
  return `<a href="${esc(url)}"><code>${esc(url)}</code></a>`;
}

export function demoIndexPage(serverUrl: string): string {
  const example = productBySku('DO-1001');
  const shops = DEMO_SHOPS.map((shop) => `<tr>
        <td><strong>${esc(shop.name)}</strong><br>${link(siteUrl(shop.hostname))}</td>
        <td>${esc(shop.technique)}</td>
        <td>${esc(shop.shipping.model)}<br><small>${esc(shippingTerms(shop))}</small></td>
        <td><code>${esc(shop.crawlerKind)}</code>${shop.botWall ? '<br>403 captcha without browser headers' : ''}</td>
      </tr>`).join('\n      ');
  const specials = SPECIAL_PAGES.map((s) => `<li>${esc(STATUS_OF_SPECIAL[s.kind])}: ${link(productUrl(shopByKey(s.shopKey), productBySku(s.sku)))}</li>`).join('\n      ');
  const body = `
    <h1>Demo competitor web</h1>
    <p>Fictional shops and a price comparison site carrying the products of ${esc(DEMO_COMPANY_NAME)}.
      Their prices change from day to day (deterministically). The hosts end in <code>.demo.test</code> and are
      reached through this server as an HTTP proxy, e.g.</p>
    <pre>curl -x ${esc(serverUrl)} -H 'Accept-Language: de' ${esc(productUrl(shopByKey('bergsport-shop'), example))}</pre>
    <p>or by virtual hosting: <code>curl -H 'Host: ${esc(DEMO_COMPARISON_SITE.hostname)}' ${esc(serverUrl)}/</code>. Only <code>*.demo.test</code> hosts are served; the proxy refuses every other host.</p>
    <h2>Shops</h2>
    <table>
      <thead><tr><th>Shop</th><th>Page technique</th><th>Shipping</th><th>Crawler</th></tr></thead>
      <tbody>
      ${shops}
      </tbody>
    </table>
    <h2>Price comparison</h2>
    <p><strong>${esc(DEMO_COMPARISON_SITE.name)}</strong> (${esc(DEMO_COMPARISON_SITE.technique)}):
      offers page ${link(comparisonOffersUrl(example))}, search overview (not a valid offer URL) ${link(comparisonSearchUrl('zelt'))}</p>
    <h2>Special pages</h2>
    <ul>
      ${specials}
    </ul>`;
  return layout({ siteName: 'demo.test', title: 'Demo competitor web', accent: '#444', nav: [], body, footer: 'Demo fixture of the price monitor; not a real shop.' });
}
