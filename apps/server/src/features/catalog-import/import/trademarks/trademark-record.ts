import { TRADEMARK_OFFICES, type TrademarkOffice, type TrademarkStatus } from '@asinasin/contract';
import { markKeys } from '../../../../catalog/index.js';
import { CellError } from '../cells.js';

export { TRADEMARK_OFFICES, type TrademarkOffice, type TrademarkStatus };

/** One mark as a format read it, before its matching forms are added. */
export interface TrademarkRecord {
  mark: string;
  office: TrademarkOffice | null;
  serialNumber: string | null;
  registrationNumber: string | null;
  status: TrademarkStatus;
  statusCode: string | null;
  owner: string | null;
  classes: number[];
  goodsServices: string | null;
  filingDate: string | null;
  registrationDate: string | null;
  expiryDate: string | null;
  imageUrl: string | null;
  /** the image file the record names beside it (a TSDR zip's mark image), not a link */
  imageName: string | null;
}

export const emptyRecord = (mark: string): TrademarkRecord => ({
  mark,
  office: null,
  serialNumber: null,
  registrationNumber: null,
  status: 'unknown',
  statusCode: null,
  owner: null,
  classes: [],
  goodsServices: null,
  filingDate: null,
  registrationDate: null,
  expiryDate: null,
  imageUrl: null,
  imageName: null,
});

/** "2000-05-09-04:00", "20000509", "2000-05-09T…" → "2000-05-09"; anything else is refused. */
export function isoDate(value: string | null | undefined, field: string): string | null {
  const text = value?.trim();
  if (!text || /^0+$/.test(text)) return null;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text);
  if (!match) throw new CellError(`${field}: "${text}" is not a date`);
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new CellError(`${field}: "${text}" is not a date`);
  }
  return iso;
}

/** The key of a row: the office's number, or the mark itself for an owner's list without numbers. */
function idOf(record: TrademarkRecord, compact: string): string {
  if (record.office && record.serialNumber) return `${record.office}:${record.serialNumber}`;
  if (record.office && record.registrationNumber) return `${record.office}:R${record.registrationNumber}`;
  return `list:${compact}`;
}

/**
 * Checks what every format must give (a mark with letters or digits, classes the Nice list has)
 * and writes the row as the stage table's JSON line, with its matching forms.
 */
export function trademarkStageRow(
  record: TrademarkRecord,
  niceClasses: ReadonlySet<number>,
): { id: string; row: Record<string, unknown> } {
  const mark = record.mark.trim();
  if (!mark) throw new CellError('mark: missing');
  const keys = markKeys(mark);
  if (!keys.compact) throw new CellError(`mark: "${mark}" has no letters or digits (a figurative mark)`);
  const unknown = record.classes.filter((c) => !niceClasses.has(c));
  if (unknown.length > 0) throw new CellError(`classes: ${unknown.join(', ')} is not a Nice class (1-45)`);
  const id = idOf(record, keys.compact);
  return {
    id,
    row: {
      id,
      mark,
      norm: keys.norm,
      compact: keys.compact,
      skeleton: keys.skeleton,
      mark_length: keys.skeleton.length,
      pinyin: keys.pinyin,
      phonetic1: keys.phonetic1,
      phonetic2: keys.phonetic2,
      office: record.office,
      serial_number: record.serialNumber,
      registration_number: record.registrationNumber,
      status: record.status,
      status_code: record.statusCode,
      owner: record.owner,
      classes: [...new Set(record.classes)].sort((a, b) => a - b),
      goods_services: record.goodsServices,
      filing_date: record.filingDate,
      registration_date: record.registrationDate,
      expiry_date: record.expiryDate,
      image_url: record.imageUrl,
    },
  };
}
