import { generateKeyPairSync } from 'node:crypto';

export interface PemKeyPair {
  /** PKCS#8 */
  privateKey: string;
  /** SPKI */
  publicKey: string;
}

/** A fresh P-256 key pair for ES256 tokens, as PEM (the runner persists these between runs). */
export function generateEs256KeyPair(): PemKeyPair {
  return generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

/** The same, as a promise (the runner's key store takes an async generator). */
export const generateSigningKeyPair = async (): Promise<PemKeyPair> => generateEs256KeyPair();
