import { describe, expect, it } from 'vitest';
import { alertMail } from './alertMails.ts';

const alert = {
  ruleName: 'Unterbietung 5 %',
  kind: 'UNDERCUT' as const,
  shopName: 'Alpha Outdoor',
  evidence: {
    productId: 'p1',
    productName: 'Kocher',
    urlId: 'u1',
    url: 'https://alpha.example/kocher',
    sourceId: 's1',
    country: 'de' as const,
    price: '1234.5',
    ownPrice: '1299.00',
    currency: 'EUR',
    availability: 'InStock',
    observedAt: '2026-11-26T06:05:00.000Z',
    eventId: 'e1',
  },
};

describe('alert e-mails', () => {
  it('write prices and the observation time in the user’s locale, exactly as observed', () => {
    // Intl puts no-break spaces before the currency sign and the day period.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const de = plain(alertMail(alert, 'de-DE', 'https://pm.example').text);
    expect(de).toContain('Preis: 1.234,50 €');
    expect(de).toContain('Ihr Preis: 1.299,00 €');
    expect(de).toContain('beobachtet: 26.11.2026, 06:05 UTC');
    const en = plain(alertMail(alert, 'en', 'https://pm.example').text);
    expect(en).toContain('Price: €1,234.50');
    expect(en).toContain('observed: Nov 26, 2026, 6:05 AM UTC');
  });
});
