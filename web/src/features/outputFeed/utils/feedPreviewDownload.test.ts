import { describe, expect, it } from 'vitest';
import { feedPreviewFile } from './feedPreviewDownload.ts';

const row = (sku: string) => ({ sku, price: 9.5, strikePrice: null, strikePriceUntil: null, currency: 'EUR' as const, adjustmentId: 'a1', confirmedAt: '2026-05-02T08:00:00.000Z', pickedUp: false });

describe('the feed preview download', () => {
  it('neutralises formula cells for the spreadsheet and names the file after the channel', () => {
    const file = feedPreviewFile('Webshop "DE", Süd', [row("=cmd|' /C calc'!A0")]);
    expect(file.name).toBe('feed-preview-webshop-de-sud.csv');
    expect(file.content).toBe(`\uFEFFsku,price,strike_price,strike_price_until,currency,adjustment_id,confirmed_at,picked_up\r\n'=cmd|' /C calc'!A0,9.50,,,EUR,a1,2026-05-02T08:00:00.000Z,false\r\n`);
  });
});
