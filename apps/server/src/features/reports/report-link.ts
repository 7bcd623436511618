import crypto from 'node:crypto';
import { API, ErrorCode, REPORT_LINK_MS } from '@asinasin/contract';
import { hmacHex } from '../../platform/captcha/app-secret.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ReportRow } from '../../platform/db/schema.js';

/** A key of its own, derived from the instance secret: a link's signature proves nothing else. */
const linkKey = (secret: string) => hmacHex(secret, 'report-download-link');

/**
 * What a link signs: the report, its owner and the file it points at, until when. Owner and file
 * are read back from the report, so a link works only for its owner's current PDF: an update (a
 * new file) or a delete ends every link given before.
 */
const signed = (row: Pick<ReportRow, 'id' | 'user_id' | 'file'>, expires: number) =>
  `${row.id}.${row.user_id}.${row.file ?? ''}.${expires}`;

/** A signed download link of a report's PDF (docs/reports.md); '' when it has none yet. */
export function signedLink(
  secret: string,
  row: Pick<ReportRow, 'id' | 'user_id' | 'file'>,
  now = Date.now(),
): string {
  if (!row.file) return '';
  const expires = now + REPORT_LINK_MS;
  const sig = hmacHex(linkKey(secret), signed(row, expires));
  return `${API.reportDownload}?id=${row.id}&expires=${expires}&sig=${sig}`;
}

/** A link's parts as typed; a shape that is not a link's is refused as a tampered one. */
export function linkIdOf(query: { id: string; expires: string; sig: string }): number {
  if (
    !/^[1-9]\d{0,15}$/.test(query.id) ||
    !/^\d{1,16}$/.test(query.expires) ||
    !/^[0-9a-f]{64}$/.test(query.sig)
  ) {
    throw new AppError(ErrorCode.FORBIDDEN, 'reports.linkInvalid');
  }
  return Number(query.id);
}

/**
 * Checks a link against its report: the signature first (any change to id, expiry or signature,
 * or a report that is another's or has another file now, fails it), then the expiry.
 */
export function checkLink(
  secret: string,
  row: Pick<ReportRow, 'id' | 'user_id' | 'file'>,
  query: { expires: string; sig: string },
  now = Date.now(),
): void {
  const expected = Buffer.from(hmacHex(linkKey(secret), signed(row, Number(query.expires))));
  const given = Buffer.from(query.sig);
  if (!row.file || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new AppError(ErrorCode.FORBIDDEN, 'reports.linkInvalid');
  }
  if (Number(query.expires) < now) throw new AppError(ErrorCode.FORBIDDEN, 'reports.linkExpired');
}
