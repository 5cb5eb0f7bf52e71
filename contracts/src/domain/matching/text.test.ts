import { describe, expect, it } from 'vitest';
import { compareQuantities, extractColours, extractQuantities, extractSizes, normaliseText, quantityText, tokenize } from './text.ts';

const quantities = (title: string) => extractQuantities(normaliseText(title));
const compare = (a: string, b: string) => compareQuantities(quantities(a), quantities(b));

describe('quantities with units', () => {
  it('read screen sizes however shops write inches', () => {
    for (const title of ['TV 55"', 'TV 55 inch', 'TV 55-Inch', "TV 55'", 'TV 55 Zoll', 'TV 55in', 'TV 55″']) {
      expect(quantities(title)).toEqual([{ dimension: 'length-inch', value: 55 }]);
    }
  });
  it('separate 55" from 65", 128 GB from 256 GB, 6-pack from pack of 12, 2.5 l from 5 l', () => {
    expect(compare('Samsung 55" QLED', 'Samsung 65" QLED')).toEqual({ conflicts: 1, agreements: 0 });
    expect(compare('iPhone 15 128GB', 'iPhone 15 256 GB')).toEqual({ conflicts: 1, agreements: 0 });
    expect(compare('Brita Maxtra 6-Pack', 'Brita Maxtra Pack of 12')).toEqual({ conflicts: 1, agreements: 0 });
    expect(compare('Wall paint 2,5 l white', 'Wall paint 5L white')).toEqual({ conflicts: 1, agreements: 0 });
    expect(compare('Drive 1TB', 'Drive 1000 GB')).toEqual({ conflicts: 0, agreements: 1 });
    expect(compare('Screws 4x40 mm 200 pcs', 'Screws 4x40 mm 200 pcs')).toEqual({ conflicts: 0, agreements: 1 });
  });
  it('are not read inside model numbers', () => {
    expect(quantities('Sony KDL40V4100')).toEqual([]);
    expect(quantities('Logitech 910-005175WH')).toEqual([]);
  });
});

describe('colours and sizes', () => {
  it('map colour words and abbreviations of both languages to one family', () => {
    expect(extractColours(tokenize(normaliseText('Jacket Schwarz')))).toEqual(['black']);
    expect(extractColours(tokenize(normaliseText('Camera Blk')))).toEqual(['black']);
    expect(extractColours(tokenize(normaliseText('iPhone Space Grey')))).toEqual(['grey']);
    expect(extractColours(tokenize(normaliseText('Watch Rose Gold')))).toEqual(['gold']);
    expect(extractColours(tokenize(normaliseText('Jacke Weiß')))).toEqual(['white']);
  });
  it('find clothing sizes only where they cannot be other words', () => {
    expect(extractSizes(normaliseText('Polo Shirt Size XL'))).toEqual(['xl']);
    expect(extractSizes(normaliseText('Sneaker Gr. 42'))).toEqual(['42']);
    expect(extractSizes(normaliseText('Sneaker EU 42'))).toEqual(['42']);
    expect(extractSizes(normaliseText('Lamp M10 screw'))).toEqual([]);
  });
});

describe('quantityText', () => {
  it('writes a quantity with its base unit symbol, no words', () => {
    expect(quantities('Samsung 55" QLED').map(quantityText)).toEqual(['55 "']);
    expect(quantities('USB-Stick 128 GB').map(quantityText)).toEqual(['128 GB']);
  });
});
