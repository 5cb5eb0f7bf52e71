import { describe, expect, it } from 'vitest';
import { isNewerVersion, versionNumber } from './versionCompare.ts';

describe('versionNumber', () => {
  it('joins the digits of d.d.d', () => {
    expect(versionNumber('1.10.0')).toBe(1100);
    expect(versionNumber('1.9.9')).toBe(199);
    expect(versionNumber('0.1.0')).toBe(10);
  });

  it('rejects anything else', () => {
    for (const bad of ['', '1.2', '1.2.3.4', 'v1.2.3', '1.2.x', ' 1.2.3', '1.2.3-beta', null, undefined]) {
      expect(versionNumber(bad), String(bad)).toBeNull();
    }
  });
});

describe('isNewerVersion', () => {
  it('compares the joined digits as numbers', () => {
    expect(isNewerVersion('0.2.0', '0.1.0')).toBe(true);
    expect(isNewerVersion('1.10.0', '1.9.9')).toBe(true);
    expect(isNewerVersion('99.0.0', '0.1.0')).toBe(true);
    expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false);
    expect(isNewerVersion('0.0.9', '0.1.0')).toBe(false);
  });

  it('treats an invalid format as not newer', () => {
    expect(isNewerVersion('banana', '0.1.0')).toBe(false);
    expect(isNewerVersion(null, '0.1.0')).toBe(false);
    expect(isNewerVersion('9.9.9', 'dev')).toBe(false);
  });
});
