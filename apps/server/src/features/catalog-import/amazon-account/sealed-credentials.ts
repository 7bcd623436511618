import crypto from 'node:crypto';

/** What a connection needs to call SP-API for its seller: their own app's LWA credentials. */
export interface AmazonCredentials {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

const INFO = 'asinasin amazon-connection v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The sealing key: HKDF-SHA256 of the instance secret, for this one use (decisions/0035). */
function keyOf(appSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', appSecret, Buffer.alloc(0), INFO, 32));
}

/** Seals the three secrets together with AES-256-GCM: base64 of IV, tag and ciphertext. */
export function sealCredentials(appSecret: string, credentials: AmazonCredentials): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Opens sealed secrets; a changed APP_SECRET or a tampered column fails GCM's check and throws. */
export function openCredentials(appSecret: string, sealed: string): AmazonCredentials {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(appSecret), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as AmazonCredentials;
}

/** What the API shows of a client id: its first and last four characters. */
export function maskClientId(clientId: string): string {
  return clientId.length <= 12 ? '••••' : `${clientId.slice(0, 4)}••••${clientId.slice(-4)}`;
}
