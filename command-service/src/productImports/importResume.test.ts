import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ProductImportBody } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createSqliteEventStore, toEventToAppend, type CommandContext, type EventStore } from '@pm/platform';
import { createProductCommands } from '../products/productCommands.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createProductImportCommands } from './productImportCommands.ts';

const companyId = '0190a000-0000-7000-8000-000000000001';
const context: CommandContext = { companyId, userId: 'user-1', correlationId: crypto.randomUUID(), causationId: null };
const body: ProductImportBody = {
  csv: 'Artikelnummer;Bezeichnung;VK\nR-1;Eins;1,00\nR-2;Zwei;2,00\nR-3;Drei;3,00\nR-4;Vier;4,00\nEX-1;Bestand neu;9,99\n',
  mapping: ['sku', 'name', 'salesPrice'],
  country: 'de',
};

class Crash extends Error {}

describe('resuming an interrupted import', () => {
  let store: EventStore;
  const services = () => {
    const products = createProductCommands(store, createSourceCommands(store));
    return { products, imports: createProductImportCommands(store, products) };
  };
  beforeEach(() => {
    store = createSqliteEventStore({ path: ':memory:' });
  });
  afterEach(async () => {
    await store.close();
  });

  async function productEventsOf(type: string) {
    return (await store.readAll()).filter((e) => e.type === type);
  }

  it('applies the rest after a restart: every product exactly once, counts as if never interrupted', async () => {
    const first = services();
    await first.products.createProduct(companyId, { name: 'Bestand', sku: 'EX-1' }, context);
    let applied = 0;
    await expect(
      first.imports.importProducts(companyId, body, context, () => {
        if (++applied === 2) throw new Crash('process stopped');
      }),
    ).rejects.toBeInstanceOf(Crash);
    expect(await productEventsOf('ProductCreated')).toHaveLength(3);
    expect(await productEventsOf('ProductImportCompleted')).toHaveLength(0);

    // A new process over the same store finishes what was accepted.
    const [resumed, ...others] = await services().imports.applier.resumePending();
    expect(others).toEqual([]);
    expect(resumed).toMatchObject({ created: 4, updated: 1, unchanged: 0, skipped: 0 });
    const created = await productEventsOf('ProductCreated');
    expect(created.map((e) => (e.data as { fields: { sku: string } }).fields.sku).sort()).toEqual(['EX-1', 'R-1', 'R-2', 'R-3', 'R-4']);
    expect(await productEventsOf('SkuReserved')).toHaveLength(5);
    expect((await productEventsOf('ProductUpdated')).map((e) => e.data)).toEqual([
      { productId: (created[0]!.data as { productId: string }).productId, changes: { name: 'Bestand neu', pricing: { de: { salesPrice: 9.99 } } } },
    ]);
    // Imported product events carry who imported and are caused by the accepted file.
    const accepted = (await productEventsOf('ProductImportAccepted'))[0]!;
    expect(created.slice(1).every((e) => e.metadata.userId === 'user-1' && e.metadata.causationId === accepted.id)).toBe(true);

    // Nothing is left to resume, and applying the import once more writes nothing.
    const head = await store.headPosition();
    expect(await services().imports.applier.resumePending()).toEqual([]);
    const again = await services().imports.applier.apply(resumed!.importId);
    expect(again).toEqual(resumed);
    expect(await store.headPosition()).toBe(head);
  });

  it('closes an announced import that was never accepted, writing no product', async () => {
    const importId = '0190a000-0000-7000-8000-0000000000aa';
    await store.append(streams.productImportQueue(), [toEventToAppend({ type: 'ProductImportQueued', data: { importId, companyId } }, context)]);
    expect(await services().imports.applier.resumePending()).toEqual([]);
    expect((await productEventsOf('ProductImportClosed')).map((e) => e.data)).toEqual([{ importId, outcome: 'abandoned' }]);
    expect(await productEventsOf('ProductCreated')).toHaveLength(0);
  });
});
