import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { createEventStoreFromEnv, loadEnv, newId, toEventToAppend } from '@pm/platform';
import { createAllInOne } from '../allInOne.ts';
import { freePort } from '../testSupport/launch.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * Issue 11 defect 10, start-up: after a crash during a CSV import the server applied the rest of
 * the import before it listened (54 s once for 2,400 rows), so a liveness probe would restart it in
 * a loop. It listens at once: /healthz answers while /readyz says "not ready" and names the import
 * being resumed, until the import is applied.
 */
describe('start-up while an interrupted import is resumed', () => {
  it('answers /healthz at once and reports the resumed import as not ready until it is applied', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pm-resume-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = loadEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', SCRAPE_ENABLED: 'false' });

    // The log as a crash left it: an import announced and accepted, none of its rows applied.
    const companyId = newId();
    const importId = newId();
    const rows = Array.from({ length: 600 }, (_, i) => ({ line: i + 2, sku: `RESUME-${i}`, values: { name: `Produkt ${i}`, sku: `RESUME-${i}` }, countryPricing: { salesPrice: 10 + i } }));
    const seed = createEventStoreFromEnv(env);
    const context = { companyId, userId: 'user-who-imported', correlationId: importId, causationId: null };
    await seed.append(streams.productImportQueue(), [toEventToAppend({ type: 'ProductImportQueued', data: { importId, companyId } }, context)]);
    await seed.append(streams.productImport(importId), [toEventToAppend({ type: 'ProductImportAccepted', data: { importId, companyId, country: 'de', rows } }, context)], 'no_stream');
    await seed.close();

    const product = await createAllInOne(env);
    const base = `http://127.0.0.1:${port}`;
    const starting = product.start();
    try {
      // Liveness answers as soon as the port listens, long before the import is through.
      await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 20_000, interval: 10 }).toBe(200);
      const readiness = await fetch(`${base}/readyz`);
      expect(readiness.status).toBe(503);
      const body = (await readiness.json()) as { status: string; checks: Record<string, string> };
      expect(body.status).toBe('not ready');
      expect(body.checks['productImports']).toContain(importId);
      await starting;
      // Ready once every row is applied and the import completed.
      await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 120_000, interval: 100 }).toBe(200);
      const completed = (await product.events.readStream(streams.productImport(importId))).map((e) => e.type);
      expect(completed).toEqual(['ProductImportAccepted', 'ProductImportCompleted']);
      expect((await product.events.readAll()).filter((e) => e.type === 'ProductCreated')).toHaveLength(rows.length);
    } finally {
      await starting.catch(() => undefined);
      await product.stop();
    }
  }, 180_000);
});
