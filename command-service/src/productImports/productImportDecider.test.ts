import { describe, it } from 'vitest';
import type { ImportedRow, ProductImportEvent, ProductImportQueueEvent } from '@pm/contracts/events';
import { deciderSpec } from '@pm/platform/testing';
import { importQueueDecider, productImportDecider } from './productImportDecider.ts';

const rows: ImportedRow[] = [{ line: 2, sku: 'Z-1', values: { sku: 'Z-1', name: 'Zelt' }, countryPricing: { salesPrice: 10 } }];
const accepted: ProductImportEvent = { type: 'ProductImportAccepted', data: { importId: 'i1', companyId: 'c1', country: 'de', rows } };
const counts = { created: 1, updated: 0, unchanged: 0, skipped: 0 };
const completed: ProductImportEvent = { type: 'ProductImportCompleted', data: { importId: 'i1', ...counts } };

describe('product import decider', () => {
  const spec = deciderSpec(productImportDecider);
  it('accepts an import once with all its rows', () => {
    spec.given([]).when({ type: 'AcceptImport', importId: 'i1', companyId: 'c1', country: 'de', rows }).then([accepted]);
    spec.given([accepted]).when({ type: 'AcceptImport', importId: 'i1', companyId: 'c1', country: 'de', rows }).thenThrows('DUPLICATE_EVENT');
  });
  it('completes an accepted import once, with its counts', () => {
    spec.given([accepted]).when({ type: 'CompleteImport', ...counts }).then([completed]);
    spec.given([accepted, completed]).when({ type: 'CompleteImport', ...counts }).then([]);
  });
  it('cannot complete what was never accepted', () => spec.given([]).when({ type: 'CompleteImport', ...counts }).thenThrows('IMPORT_NOT_ACCEPTED'));
});

describe('import queue decider', () => {
  const spec = deciderSpec(importQueueDecider);
  const queued: ProductImportQueueEvent = { type: 'ProductImportQueued', data: { importId: 'i1', companyId: 'c1' } };
  const closed: ProductImportQueueEvent = { type: 'ProductImportClosed', data: { importId: 'i1', outcome: 'completed' } };
  it('announces an import once', () => {
    spec.given([]).when({ type: 'QueueImport', importId: 'i1', companyId: 'c1' }).then([queued]);
    spec.given([queued]).when({ type: 'QueueImport', importId: 'i1', companyId: 'c1' }).then([]);
  });
  it('closes open imports only', () => {
    spec.given([queued]).when({ type: 'CloseImport', importId: 'i1', outcome: 'completed' }).then([closed]);
    spec.given([queued, closed]).when({ type: 'CloseImport', importId: 'i1', outcome: 'completed' }).then([]);
    spec.given([]).when({ type: 'CloseImport', importId: 'i2', outcome: 'abandoned' }).then([]);
  });
});
