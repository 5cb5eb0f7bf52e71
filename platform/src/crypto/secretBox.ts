/**
 * Encryption of secrets at rest (ERP passwords and API keys, ARCHITECTURE §6): AES-256-GCM from
 * node:crypto under a 32-byte key from the environment. A sealed secret is a small envelope —
 * ciphertext, nonce, tag and the key's id — that may be stored in an event; the clear text exists
 * only in memory while a connection is used. The key id (a hash prefix of the key, not the key)
 * says which key sealed it, so a rotated key fails with a clear code instead of garbage.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppError } from '../errors/appError.ts';

export interface SealedSecret {
  /** Base64 of the AES-256-GCM ciphertext. */
  ciphertext: string;
  /** Base64 of the 12-byte nonce (fresh per seal). */
  nonce: string;
  /** Base64 of the 16-byte authentication tag. */
  tag: string;
  /** Which key sealed it (see `keyIdOf`). */
  keyId: string;
}

export interface SecretBox {
  readonly keyId: string;
  /** `context` (e.g. the company id) is bound as associated data: an envelope moved to another company does not open. */
  seal(clearText: string, context: string): SealedSecret;
  open(sealed: SealedSecret, context: string): string;
}

const KEY_BYTES = 32;
const NONCE_BYTES = 12;

/** A key's public name: the first 8 bytes of its SHA-256, hex. */
export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** The key of `ERP_SECRET_KEY` (base64 of 32 bytes); anything else is refused at start. */
export function secretKeyFromBase64(text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new AppError('INTERNAL', `The secret key must be ${KEY_BYTES} bytes in base64 (it has ${key.length}).`);
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new AppError('INTERNAL', `The secret key must be ${KEY_BYTES} bytes.`);
  const keyId = keyIdOf(key);
  return {
    keyId,
    seal(clearText, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(clearText, 'utf8'), cipher.final()]);
      return { ciphertext: ciphertext.toString('base64'), nonce: nonce.toString('base64'), tag: cipher.getAuthTag().toString('base64'), keyId };
    },
    open(sealed, context) {
      if (sealed.keyId !== keyId) throw new AppError('SECRET_UNREADABLE', 'The stored secret was sealed with another key.', { keyId: sealed.keyId });
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.nonce, 'base64'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        throw new AppError('SECRET_UNREADABLE', 'The stored secret could not be decrypted.', { keyId });
      }
    },
  };
}
