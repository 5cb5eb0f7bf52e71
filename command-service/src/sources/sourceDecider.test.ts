import { describe, it } from 'vitest';
import type { SourceFields } from '@pm/contracts';
import type { SourceEvent } from '@pm/contracts/events';
import { deciderSpec } from '@pm/platform/testing';
import { sourceDecider, sourceHostDecider } from './sourceDecider.ts';

const fields: SourceFields = { kind: 'STORE', name: 'Shop', hostname: 'shop.example', shippingCostModel: 'ALWAYS_FREE' };
const registered: SourceEvent = { type: 'SourceRegistered', data: { sourceId: 's1', fields } };
const requested = { name: 'Shop', shippingCostModel: 'ALWAYS_FREE', crawler: 'crawlee-playwright-crawler', logoUrl: 'https://cdn.example/logo.png' } as const;

describe('source decider', () => {
  const spec = deciderSpec(sourceDecider);
  it('registers a domain a company connects from safe defaults: nothing the company chose', () => {
    spec.given([]).when({ type: 'RegisterSource', sourceId: 's1', kind: 'STORE', hostname: 'shop.example', requested, byPlatformAdmin: false }).then([
      { type: 'SourceRegistered', data: { sourceId: 's1', fields: { kind: 'STORE', name: 'shop.example', hostname: 'shop.example', shippingCostModel: 'COST_ON_PRODUCT_PAGE' } } },
    ]);
  });
  it('registers the shared fields a platform admin names', () => {
    spec.given([]).when({ type: 'RegisterSource', sourceId: 's1', kind: 'STORE', hostname: 'shop.example', requested: { ...requested, iconUrl: undefined }, byPlatformAdmin: true }).then([
      { type: 'SourceRegistered', data: { sourceId: 's1', fields: { ...fields, crawler: 'crawlee-playwright-crawler', logoUrl: 'https://cdn.example/logo.png' } } },
    ]);
  });
  it('registers once and records changed fields only', () => {
    spec.given([registered]).when({ type: 'RegisterSource', sourceId: 's1', kind: 'STORE', hostname: 'shop.example', requested: {}, byPlatformAdmin: true }).thenThrows('SOURCE_HOST_TAKEN');
    spec.given([registered]).when({ type: 'UpdateSource', changes: { shippingCostModel: 'COST_VALUE_TABLE', name: 'Shop' } }).then([{ type: 'SourceUpdated', data: { sourceId: 's1', changes: { shippingCostModel: 'COST_VALUE_TABLE' } } }]);
    spec.given([]).when({ type: 'UpdateSource', changes: { name: 'X' } }).thenThrows('SOURCE_NOT_FOUND');
  });
  it('keeps one source per domain', () => {
    const hosts = deciderSpec(sourceHostDecider);
    const reserved = { type: 'SourceHostReserved' as const, data: { hostname: 'shop.example', sourceId: 's1' } };
    hosts.given([]).when({ type: 'ReserveHost', hostname: 'shop.example', sourceId: 's1' }).then([reserved]);
    hosts.given([reserved]).when({ type: 'ReserveHost', hostname: 'shop.example', sourceId: 's2' }).thenThrows('SOURCE_HOST_TAKEN');
  });
});
