import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBySku } from './catalogue.ts';
import { decimal } from './money.ts';
import { offerOn } from './prices.ts';
import { type DemoWeb, startDemoWeb } from './server.ts';
import { shopByKey } from './sites.ts';
import { productUrl } from './urls.ts';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const DAY = '2025-03-10';

let web: DemoWeb;
beforeAll(async () => {
  web = await startDemoWeb({ port: 0, now: () => new Date(`${DAY}T12:00:00Z`) });
});
afterAll(async () => {
  await web.stop();
});

describe.skipIf(!existsSync(CHROMIUM))(`JavaScript page in a browser (${CHROMIUM})`, () => {
  it('renders the price and a JSON-LD offer after load, reached through the demo proxy', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, proxy: { server: web.proxyUrl } });
    try {
      const shop = shopByKey('camp-und-co');
      const product = productBySku('DO-1001');
      const page = await browser.newPage();
      const response = await page.goto(productUrl(shop, product));
      expect(response?.status()).toBe(200);
      await page.waitForSelector('html[data-offer-rendered="true"]');
      const offer = offerOn(shop, product, DAY);
      const shown = await page.textContent('.pdp-price-current');
      expect(shown?.replace(/\s/g, ' ')).toBe(`${decimal(offer.priceCents).replace('.', ',')} €`);
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}');
      expect(data.offers.price).toBe(decimal(offer.priceCents));
    } finally {
      await browser.close();
    }
  });
});
