import { describe, it } from 'vitest';
import type { SourceFields } from '@pm/contracts';
import type { SourceEvent } from '@pm/contracts/events';
import { deciderSpec } from '@pm/platform/testing';
import { sourceDecider, sourceHostDecider } from './sourceDecider.ts';

const fields: SourceFields = { kind: 'STORE', name: 'Shop', hostname: 'shop.example', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true };
const registered: SourceEvent = { type: 'SourceRegistered', data: { sourceId: 's1', fields } };

describe('source decider', () => {
  const spec = deciderSpec(sourceDecider);
  it('registers once and records changed fields only', () => {
    spec.given([]).when({ type: 'RegisterSource', sourceId: 's1', fields }).then([registered]);
    spec.given([registered]).when({ type: 'RegisterSource', sourceId: 's1', fields }).thenThrows('SOURCE_HOST_TAKEN');
    spec.given([registered]).when({ type: 'UpdateSource', changes: { scrapingEnabled: false, name: 'Shop' } }).then([{ type: 'SourceUpdated', data: { sourceId: 's1', changes: { scrapingEnabled: false } } }]);
    spec.given([]).when({ type: 'UpdateSource', changes: { name: 'X' } }).thenThrows('SOURCE_NOT_FOUND');
  });
  it('keeps one source per domain', () => {
    const hosts = deciderSpec(sourceHostDecider);
    const reserved = { type: 'SourceHostReserved' as const, data: { hostname: 'shop.example', sourceId: 's1' } };
    hosts.given([]).when({ type: 'ReserveHost', hostname: 'shop.example', sourceId: 's1' }).then([reserved]);
    hosts.given([reserved]).when({ type: 'ReserveHost', hostname: 'shop.example', sourceId: 's2' }).thenThrows('SOURCE_HOST_TAKEN');
  });
});
