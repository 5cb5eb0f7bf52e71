import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it, vi } from 'vitest';
import type { DiscoveryRequestView } from '@pm/contracts';
import { parsePo } from '../../../i18n/poCatalog.ts';
import { aiPromptText } from './aiPrompt.ts';

// Web tests run without the Lingui compiler: `msg` does here what the macro does at build time for a literal message.
vi.mock('@lingui/core/macro', async () => {
  const { generateMessageId: idOf } = await import('@lingui/message-utils/generateMessageId');
  return {
    msg: (input: TemplateStringsArray) => {
      if (input.length !== 1) throw new Error('the mock knows literal messages only');
      return { id: idOf(input[0] ?? ''), message: input[0] };
    },
  };
});

function i18nFor(locale: 'de-DE' | 'en'): I18n {
  const entries = parsePo(readFileSync(new URL(`../../../locales/${locale}/messages.po`, import.meta.url), 'utf8'));
  const messages = Object.fromEntries(entries.map((entry) => [generateMessageId(entry.id, entry.context ?? ''), entry.translations[0] ?? '']));
  const i18n = setupI18n({ locale, messages: { [locale]: messages }, missing: (_locale, id) => `MISSING ${id}` });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const request: DiscoveryRequestView = {
  requestId: 'r', productId: 'p', productName: 'Kuppelzelt  Fjord 2', productBrand: 'Nordkap', productImageUrl: null, productGtin: '4006381333931', productMpn: null,
  productPrice: '249.95', productCurrency: 'EUR', sourceId: 's', sourceName: 'Bergsport Shop', requestType: 'NEW_STORE_URL', searchType: 'FIND_SAME', method: 'MONITOR_SEARCH',
  status: 'OPEN', jobStatus: 'SUCCESS', jobReason: null, candidates: [], createdAt: '2026-11-29T10:00:00Z', updatedAt: '2026-11-29T10:00:00Z',
};
const candidate: DiscoveryRequestView['candidates'][number] = {
  candidateId: 'c', url: 'https://bergsport-shop.de/p/fjord-3', title: 'Nordkap Kuppelzelt Fjord 3', price: '279.00', currency: 'EUR', imageUrl: null, brand: null, gtin: null, mpn: 'NK-FJ3',
  matchResult: 'SIMILAR', probability: 0.6, visualSimilarity: null, signals: [], method: 'MONITOR_SEARCH', evaluation: null,
};

describe('AI prompt', () => {
  it("compares the product with the candidate in the user's language, money in the locale, empty facts left out", () => {
    const en = aiPromptText(request, candidate, i18nFor('en'));
    expect(en).toMatch(/^Compare my product with an offer at Bergsport Shop\. /);
    expect(en).toContain('My product:\n- Name: Kuppelzelt Fjord 2\n- Brand: Nordkap\n- GTIN/EAN: 4006381333931\n- Price: €249.95');
    expect(en).toContain('Offer at Bergsport Shop:\n- Name: Nordkap Kuppelzelt Fjord 3\n- Manufacturer part number: NK-FJ3\n- Price: €279.00\n- Page: https://bergsport-shop.de/p/fjord-3');
    const de = aiPromptText(request, candidate, i18nFor('de-DE'));
    expect(de).not.toContain('MISSING');
    expect(de).toMatch(/249,95\s€/);
    expect(de).toContain('Bergsport Shop');
  });

  it('asks for search terms when there is no candidate', () => {
    const en = aiPromptText(request, null, i18nFor('en'));
    expect(en).toMatch(/^I am looking for the following product at Bergsport Shop\./);
    expect(en).not.toContain('Offer at');
    expect(aiPromptText(request, null, i18nFor('de-DE'))).not.toContain('MISSING');
  });
});
