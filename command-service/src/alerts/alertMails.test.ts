import { describe, expect, it } from 'vitest';
import { alertMail, digestMail } from './alertMails.ts';

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

describe('alert e-mail texts', () => {
  it('come from the catalog of the recipient’s language, German when they chose none', () => {
    expect(alertMail(alert, 'de-DE', 'https://pm.example').subject).toBe('Preisalarm: Alpha Outdoor unterbietet Ihren Preis – Kocher');
    expect(alertMail(alert, 'en-US', 'https://pm.example').subject).toBe('Price alert: Alpha Outdoor undercuts your price – Kocher');
    expect(alertMail(alert, null, 'https://pm.example').subject).toBe('Preisalarm: Alpha Outdoor unterbietet Ihren Preis – Kocher');
    const noShop = alertMail({ ...alert, kind: 'BACK_IN_STOCK', shopName: null }, 'en', 'https://pm.example');
    expect(noShop.text.split('\n')).toEqual(expect.arrayContaining(['A competitor is back in stock – Kocher', 'Rule: Unterbietung 5 %', 'Page: https://alpha.example/kocher', 'Price analysis: https://pm.example/price-analysis/p1']));
  });

  it('count the digest’s alerts with the language’s plural and date the day in its locale', () => {
    expect(digestMail('2026-11-26', [alert], 'de', 'https://pm.example').subject).toBe('Ihre Preisalarme vom 26.11.2026 (1 Alarm)');
    expect(digestMail('2026-11-26', [alert, alert], 'de', 'https://pm.example').subject).toBe('Ihre Preisalarme vom 26.11.2026 (2 Alarme)');
    expect(digestMail('2026-11-26', [alert, alert], 'en', 'https://pm.example').subject).toBe('Your price alerts of Nov 26, 2026 (2 alerts)');
    expect(digestMail('2026-11-26', [alert], 'en', 'https://pm.example').subject).toBe('Your price alerts of Nov 26, 2026 (1 alert)');
  });
});
