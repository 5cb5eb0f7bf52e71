import { describe, expect, it } from 'vitest';
import { bestCodeAgreement, extractModelCodes, matchableGtin, modelCodeAgreement, normaliseModelNumber } from './identifiers.ts';

describe('GTIN for matching', () => {
  it('accepts a GTIN only with the right check digit, and UPC-A, EAN-13 and GTIN-14 of one item compare equal', () => {
    expect(matchableGtin('036000291452')).toBe('00036000291452');
    expect(matchableGtin('0036000291452')).toBe('00036000291452');
    expect(matchableGtin('4006381333931')).toBe('04006381333931');
    expect(matchableGtin('4006381333932')).toBeNull();
    expect(matchableGtin('4006-3813-3393-1')).toBe('04006381333931');
    expect(matchableGtin('')).toBeNull();
    expect(matchableGtin(null)).toBeNull();
  });
});

describe('model numbers', () => {
  it('compare without case and separators', () => {
    expect(normaliseModelNumber('KDL-40V4100')).toBe('kdl40v4100');
    expect(normaliseModelNumber('kdl 40v4100')).toBe('kdl40v4100');
    expect(normaliseModelNumber('SDSDX-032G-A31')).toBe('sdsdx032ga31');
  });
  it('are found in titles, written with dashes, joined to a separate upper-case prefix or with a slash suffix', () => {
    expect(extractModelCodes('Sony Bravia 40" LCD HDTV - KDL40V4100')).toEqual(['kdl40v4100']);
    expect(extractModelCodes('Sony BRAVIA V Series KDL-40V4100 40-Inch LCD HDTV')).toContain('kdl40v4100');
    expect(extractModelCodes('Sony KDL 40V4100 LCD')).toContain('kdl40v4100');
    expect(extractModelCodes('Canon PowerShot SD1100IS/B Camera')).toEqual(expect.arrayContaining(['sd1100isb', 'sd1100is']));
    expect(extractModelCodes('Logitech MX 910-005175WH Mouse')).toContain('910005175wh');
  });
  it('are not sizes, capacities or years written without a space', () => {
    expect(extractModelCodes('Apple iPhone 15 128GB 6.1in 1080p 5.1ch 2007')).toEqual([]);
    expect(extractModelCodes('Corel Paintshop Pro 2007')).toEqual([]);
  });
  it('agree fully when equal, mostly with a colour/region suffix or vendor prefix, not at all when a digit differs', () => {
    expect(modelCodeAgreement('kdl40v4100', 'kdl40v4100')).toBe(1);
    expect(modelCodeAgreement('q80c', 'q80c')).toBe(0.7);
    expect(modelCodeAgreement('kdl40v4100', 'kdl40v4100b')).toBe(0.85);
    expect(modelCodeAgreement('kdl40v4100', 'snykdl40v4100')).toBe(0.85);
    expect(modelCodeAgreement('kdl40v4100', 'kdl46v4100')).toBe(0);
    expect(modelCodeAgreement('kdl40v4100', 'kdl40v41001')).toBe(0);
    expect(modelCodeAgreement('sd1100bk', 'sd1100bl')).toBe(0);
    expect(bestCodeAgreement(['abc', 'kdl40v4100'], ['x', 'kdl40v4100'])).toBe(1);
    expect(bestCodeAgreement([], ['kdl40v4100'])).toBe(0);
  });
});
