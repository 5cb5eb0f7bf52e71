/** Projection specs of the read models that are plain mappings of their events (given events → documents). */
import { describe, expect, it } from 'vitest';
import { recordedEvent } from '@pm/platform/testing';
import { projectionSpec } from '../runtime/testSupport/projectionSpec.ts';
import { CATEGORIES, categoriesProjector } from './categoriesProjector.ts';
import { COMPANY_SETUP, companySetupProjector } from './companySetupProjector.ts';
import { PRODUCTS, productsProjector } from './productsProjector.ts';
import { COMPANY_SOURCES, SOURCES, sourcesProjector } from './sourcesProjector.ts';

const companyId = 'c1';
const at = { companyId };

describe('categories read model', () => {
  const spec = projectionSpec(categoriesProjector);
  const created = (categoryId: string, name: string, parentId: string | null = null) => recordedEvent('CategoryCreated', { companyId, categoryId, name, parentId }, at);
  it('follows creation, renaming, moving and deletion', async () => {
    await spec
      .given(created('a', 'Zelte'), created('b', 'Kocher'), recordedEvent('CategoryRenamed', { companyId, categoryId: 'b', name: 'Outdoor-Küche' }, at), recordedEvent('CategoryMoved', { companyId, categoryId: 'b', parentId: 'a' }, at), created('c', 'Alt'), recordedEvent('CategoryDeleted', { companyId, categoryId: 'c' }, at))
      .then(CATEGORIES, [{ _id: 'a', name: 'Zelte', parentId: null, companyId }, { _id: 'b', name: 'Outdoor-Küche', parentId: 'a' }]);
  });
});

describe('company setup counters', () => {
  const spec = projectionSpec(companySetupProjector);
  it('counts products (archived ones out) and connected sources', async () => {
    const product = (productId: string) => recordedEvent('ProductCreated', { productId, companyId, fields: { name: productId, sku: productId } }, at);
    await spec
      .given(product('p1'), product('p2'), recordedEvent('ProductArchived', { productId: 'p2' }, at), recordedEvent('CompanySourceConnected', { companyId, sourceId: 's1', kind: 'STORE' }, at))
      .then(COMPANY_SETUP, [{ _id: companyId, products: 1, sources: 1 }]);
  });
});

describe('products read model', () => {
  const spec = projectionSpec(productsProjector);
  const created = recordedEvent('ProductCreated', { productId: 'p1', companyId, fields: { name: 'Zelt', sku: 'Z-1', brand: 'Nordkap' } }, at);
  const url = (urlId: string) => recordedEvent('CompetitorUrlAdded', { productId: 'p1', urlId, url: `https://shop.example/${urlId}`, sourceId: 's1', sourceKind: 'STORE', offerType: 'COMPETITOR_OFFER' }, at);
  it('keeps identity, status and competitor URLs', async () => {
    await spec
      .given(created, recordedEvent('ProductUpdated', { productId: 'p1', changes: { name: 'Zelt Fjord' } }, at), url('u1'), url('u2'), recordedEvent('CompetitorUrlRemoved', { productId: 'p1', urlId: 'u1' }, at), recordedEvent('ProductArchived', { productId: 'p1' }, at))
      .then(PRODUCTS, [{ _id: 'p1', companyId, name: 'Zelt Fjord', sku: 'Z-1', brand: 'Nordkap', status: 'archived', urls: [{ urlId: 'u2', sourceId: 's1', offerType: 'COMPETITOR_OFFER' }] }]);
  });
});

describe('sources read model', () => {
  const spec = projectionSpec(sourcesProjector);
  it('keeps a registered source and its shared fields, without what a registrant once chose for itself', async () => {
    // Version 1 carried the registrant's scrape settings and proxy URL in the shared source.
    const legacy = { kind: 'STORE', name: 'Bergsport', hostname: 'bergsport.example', shippingCostModel: 'ALWAYS_FREE', scrapeFrequency: 'DAILY', scrapingEnabled: true, proxyUrl: 'http://user:secret@proxy:3128' };
    const documents = await spec
      .given(recordedEvent('SourceRegistered', { sourceId: 's1', fields: legacy }, { companyId: null }), recordedEvent('SourceUpdated', { sourceId: 's1', changes: { scrapingEnabled: false, name: 'Bergsport Shop' } }, { companyId: null }), recordedEvent('SourceUpdated', { sourceId: 's1', changes: { shippingCostModel: 'COST_VALUE_TABLE' } }, { companyId: null, version: 2 }))
      .documents(SOURCES);
    expect(documents.map(({ _pos: _p, createdAt: _c, ...doc }) => doc)).toEqual([{ _id: 's1', kind: 'STORE', name: 'Bergsport Shop', hostname: 'bergsport.example', shippingCostModel: 'COST_VALUE_TABLE' }]);
  });
  it('keeps each company’s connections with its own settings', async () => {
    const connected = (companyId: string, sourceId: string) => recordedEvent('CompanySourceConnected', { companyId, sourceId, kind: 'STORE' }, { companyId });
    const settings = (companyId: string, sourceId: string, scrapingEnabled: boolean, proxyId: string | null) => recordedEvent('CompanySourceSettingsChanged', { companyId, sourceId, scrapingEnabled, scrapeFrequency: 'WEEKLY', proxyId }, { companyId });
    await spec
      .given(connected('c1', 's1'), connected('c1', 's2'), connected('c2', 's1'), settings('c2', 's1', false, 'de-1'), settings('c1', 's2', true, null), recordedEvent('CompanySourceDisconnected', { companyId: 'c1', sourceId: 's1' }, at))
      .then(COMPANY_SOURCES, [
        { _id: 'c1', companyId: 'c1', sources: { s2: { kind: 'STORE', settings: { scrapingEnabled: true, scrapeFrequency: 'WEEKLY', proxyId: null } } } },
        { _id: 'c2', companyId: 'c2', sources: { s1: { kind: 'STORE', settings: { scrapingEnabled: false, scrapeFrequency: 'WEEKLY', proxyId: 'de-1' } } } },
      ]);
  });
});
