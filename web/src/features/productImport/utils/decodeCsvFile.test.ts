import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './decodeCsvFile.ts';

describe('decodeCsvBytes', () => {
  it('reads UTF-8, with or without a byte order mark', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('Größe;Preis\nÄ;1,50 €'))).toBe('Größe;Preis\nÄ;1,50 €');
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
  });
  it('falls back to Windows-1252 for files a German spreadsheet saved', () => {
    // "Größe;1,50 €" in Windows-1252: ö = F6, ß = DF, € = 80.
    expect(decodeCsvBytes(new Uint8Array([0x47, 0x72, 0xf6, 0xdf, 0x65, 0x3b, 0x31, 0x2c, 0x35, 0x30, 0x20, 0x80]))).toBe('Größe;1,50 €');
  });
});
