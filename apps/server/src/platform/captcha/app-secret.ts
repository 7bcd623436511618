import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

/**
 * The HMAC secret behind captcha signatures and code hashes. Without APP_SECRET one is generated
 * on first start and kept in the data folder, so signatures survive restarts without any setup.
 */
export function resolveAppSecret(config: Config): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = path.join(config.dataDir, 'secret.key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep the first secret.
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}

/** HMAC-SHA256 keyed with the app secret, hex encoded. */
export function hmacHex(secret: string, message: string): string {
  return crypto.createHmac('sha256', secret).update(message).digest('hex');
}
