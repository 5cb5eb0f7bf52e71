import type { AlertEvidence } from '../http/alerts.ts';

/** The evidence of a fired alert: a competitor's offer under the own price (tests of rules, inbox and routes). */
export const sampleAlertEvidence: AlertEvidence = {
  productId: 'p1',
  productName: 'Tent',
  urlId: 'url1',
  url: 'https://shop.example/tent',
  sourceId: 's1',
  country: 'de',
  price: '90.00',
  ownPrice: '100.00',
  currency: 'EUR',
  availability: 'InStock',
  observedAt: '2026-11-20T06:00:00.000Z',
  eventId: 'e1',
};
