import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, secretKeyFromBase64 } from './secretBox.ts';

const box = createSecretBox(randomBytes(32));

describe('secret box', () => {
  it('opens what it sealed, and the envelope does not contain the clear text', () => {
    const sealed = box.seal('demo-plenty-password', 'company-1');
    expect(JSON.stringify(sealed)).not.toContain('demo-plenty-password');
    expect(box.open(sealed, 'company-1')).toBe('demo-plenty-password');
  });
  it('uses a fresh nonce for every seal', () => {
    expect(box.seal('x', 'c').nonce).not.toBe(box.seal('x', 'c').nonce);
  });
  it('refuses an envelope of another company, a changed ciphertext and another key', () => {
    const sealed = box.seal('secret', 'company-1');
    expect(() => box.open(sealed, 'company-2')).toThrow(expect.objectContaining({ code: 'SECRET_UNREADABLE' }));
    const flipped = Buffer.from(sealed.ciphertext, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open({ ...sealed, ciphertext: flipped.toString('base64') }, 'company-1')).toThrow(expect.objectContaining({ code: 'SECRET_UNREADABLE' }));
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'company-1')).toThrow(expect.objectContaining({ code: 'SECRET_UNREADABLE' }));
  });
  it('takes a key of exactly 32 bytes in base64', () => {
    expect(secretKeyFromBase64(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(() => secretKeyFromBase64(randomBytes(16).toString('base64'))).toThrow();
  });
});
