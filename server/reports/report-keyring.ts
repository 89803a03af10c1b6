import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const FORMAT_VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealed {
  keyId: string;
  payload: Uint8Array;
}

export interface ReportKeyring {
  readonly currentKeyId: string;
  has(keyId: string): boolean;
  /** AES-256-GCM with the current key; `context` (the row id) is authenticated, not stored. */
  seal(plain: Uint8Array, context: string): Sealed;
  /**
   * The same encryption a piece at a time: `update` returns each piece's ciphertext, `finish` the
   * header (format, nonce, tag) that goes before them, so header + pieces equals `seal`'s payload.
   */
  sealer(context: string): {
    keyId: string;
    update(piece: Uint8Array): Uint8Array;
    finish(): Uint8Array;
  };
  /** Throws when the key is unknown or the bytes or their context were altered. */
  open(sealed: Sealed, context: string): Uint8Array<ArrayBuffer>;
}

/** A key's id: the first 16 hex digits of its SHA-256, stored next to what it encrypted. */
export const keyIdOf = (key: Uint8Array) =>
  createHash('sha256').update(key).digest('hex').slice(0, 16);

/**
 * The current key encrypts; the current and every old key decrypt, found by the id stored with
 * each file. Rotation: make a new key current and list the previous one as old (docs/security.md).
 */
export function createKeyring(current: Uint8Array, old: Uint8Array[] = []): ReportKeyring {
  const keys = new Map<string, Uint8Array>();
  for (const key of [current, ...old]) {
    if (key.length !== 32) throw new Error('report encryption keys are 32 bytes');
    keys.set(keyIdOf(key), key);
  }
  const currentKeyId = keyIdOf(current);

  return {
    currentKeyId,
    has: (keyId) => keys.has(keyId),
    seal(plain, context) {
      const sealer = this.sealer(context);
      const body = sealer.update(plain);
      const payload = Buffer.concat([sealer.finish(), body]);
      return { keyId: currentKeyId, payload: new Uint8Array(payload) };
    },
    sealer(context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, nonce);
      cipher.setAAD(Buffer.from(context));
      return {
        keyId: currentKeyId,
        update: (piece) => new Uint8Array(cipher.update(piece)),
        finish() {
          // GCM is a stream cipher: final() adds no bytes, only the tag.
          cipher.final();
          return new Uint8Array(
            Buffer.concat([Buffer.from([FORMAT_VERSION]), nonce, cipher.getAuthTag()]),
          );
        },
      };
    },
    open({ keyId, payload }, context) {
      const key = keys.get(keyId);
      if (!key) throw new Error(`no report key with id ${keyId} is configured`);
      const bytes = Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
      if (bytes[0] !== FORMAT_VERSION) throw new Error('unknown report file format');
      const nonce = bytes.subarray(1, 1 + NONCE_BYTES);
      const tag = bytes.subarray(1 + NONCE_BYTES, 1 + NONCE_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, nonce);
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(tag);
      const body = bytes.subarray(1 + NONCE_BYTES + TAG_BYTES);
      return new Uint8Array(Buffer.concat([decipher.update(body), decipher.final()]));
    },
  };
}
