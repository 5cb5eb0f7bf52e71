import { describe, expect, it } from 'vitest';
import type { AdminSource } from '@pm/contracts';
import { editBody, editValuesOf } from './sourceEdit.ts';

const source: AdminSource = {
  id: 's1',
  kind: 'AGGREGATOR',
  name: 'Preisfuchs',
  hostname: 'preisfuchs.de',
  shippingCostModel: 'COST_ON_PRODUCT_PAGE',
  searchUrlPatterns: ['[?&]q='],
  createdAt: null,
  companies: 1,
  scrapingCompanies: 1,
  health: { level: 'IDLE', attempts24h: 0, successRate24h: null, lastSuccessAt: null, overdueUrls: 0 },
};

describe('the admin source edit', () => {
  it('sends only what changed, clearing emptied URLs and the market', () => {
    const values = { ...editValuesOf({ ...source, logoUrl: 'https://cdn.example/logo.png', country: 'de' }), name: ' Preisfuchs DE ', logoUrl: '', country: '' };
    expect(editBody({ ...source, logoUrl: 'https://cdn.example/logo.png', country: 'de' }, values, true)).toEqual({ body: { name: 'Preisfuchs DE', logoUrl: null, country: null }, invalid: [] });
  });

  it('reads one search pattern per line and leaves them out for stores', () => {
    const values = { ...editValuesOf(source), searchUrlPatterns: '[?&]q=\n\n /suche/ \n' };
    expect(editBody(source, values, true).body).toEqual({ searchUrlPatterns: ['[?&]q=', '/suche/'] });
    expect(editBody(source, values, false).body).toBeNull();
  });

  it('names the fields the contract refuses and sends nothing', () => {
    const values = { ...editValuesOf(source), name: '   ', logoUrl: 'not a url' };
    expect(editBody(source, values, true)).toEqual({ body: null, invalid: ['name', 'logoUrl'] });
  });

  it('has nothing to send when nothing changed', () => {
    expect(editBody(source, editValuesOf(source), true)).toEqual({ body: null, invalid: [] });
  });
});
