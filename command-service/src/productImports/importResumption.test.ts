import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { streams } from '@pm/contracts/events';
import { createSqliteEventStore, toEventToAppend, type EventStore } from '@pm/platform';
import { createImportApplier, type ImportApplier } from './importApplier.ts';
import { createImportResumption } from './importResumption.ts';

const companyId = '0190a000-0000-7000-8000-000000000001';
const importId = '0190a000-0000-7000-8000-0000000000b1';
const context = { companyId, userId: 'user-1', correlationId: importId, causationId: null };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const rows = Array.from({ length: 20 }, (_, i) => ({ line: i + 2, sku: `R-${i}`, values: { name: `Produkt ${i}`, sku: `R-${i}` }, countryPricing: null }));

/** Interrupted imports are resumed behind the readiness check, never before the process listens. */
describe('import resumption at start-up', () => {
  let store: EventStore;
  beforeEach(async () => {
    store = createSqliteEventStore({ path: ':memory:' });
    await store.append(streams.productImportQueue(), [toEventToAppend({ type: 'ProductImportQueued', data: { importId, companyId } }, context)]);
    await store.append(streams.productImport(importId), [toEventToAppend({ type: 'ProductImportAccepted', data: { importId, companyId, country: 'de', rows } }, context)]);
  });
  afterEach(async () => {
    await store.close();
  });
  const completed = async () => (await store.readAll()).filter((e) => e.type === 'ProductImportCompleted').length;

  it('is not ready while it applies an open import, naming it, and ready once it is applied', async () => {
    const resumption = createImportResumption(createImportApplier(store), quiet);
    expect(await resumption.readiness.check()).toBe('open imports not read yet');
    await resumption.start();
    expect(await resumption.readiness.check()).toContain(importId);
    await resumption.finished();
    expect(await resumption.readiness.check()).toBe(true);
    expect(await completed()).toBe(1);
  });

  it('is ready at once when nothing is open', async () => {
    await createImportApplier(store).resumePending();
    const resumption = createImportResumption(createImportApplier(store), quiet);
    await resumption.start();
    expect(await resumption.readiness.check()).toBe(true);
  });

  it('retries a failure, saying so in the readiness check, and stops between rows', async () => {
    const applier = createImportApplier(store);
    let failures = 1;
    const flaky: ImportApplier = { ...applier, resume: async (...args) => (failures-- > 0 ? Promise.reject(new Error('store busy')) : applier.resume(...args)) };
    const resumption = createImportResumption(flaky, quiet);
    await resumption.start();
    await expect.poll(() => resumption.readiness.check()).toMatch(/failed \(store busy\); retrying in 1 s/);
    await resumption.finished();
    expect(await resumption.readiness.check()).toBe(true);

    // A second process stopped right away leaves the import for the next start.
    const other = await (async () => {
      await store.append(streams.productImportQueue(), [toEventToAppend({ type: 'ProductImportQueued', data: { importId: `${importId}-2`, companyId } }, context)]);
      await store.append(streams.productImport(`${importId}-2`), [toEventToAppend({ type: 'ProductImportAccepted', data: { importId: `${importId}-2`, companyId, country: 'de', rows: rows.map((r) => ({ ...r, sku: `${r.sku}-2`, values: { ...r.values, sku: `${r.sku}-2` } })) } }, context)]);
      return createImportResumption(createImportApplier(store), quiet);
    })();
    await other.start();
    await other.stop();
    expect(await completed()).toBe(1);
    expect(await other.readiness.check()).not.toBe(true);
  });
});
