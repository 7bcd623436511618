import { parse } from 'csv-parse/sync';
import { CellError, cellText } from '../cells.js';
import { FileFormatError } from '../decode-text.js';
import {
  emptyRecord,
  isoDate,
  TRADEMARK_OFFICES,
  type TrademarkOffice,
  type TrademarkRecord,
  type TrademarkStatus,
} from './trademark-record.js';

export interface CsvRecords {
  format: string;
  rows: { line: number; read: () => TrademarkRecord }[];
}

function rowsOf(text: string, delimiter: string): { line: number; values: Record<string, string> }[] {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      columns: (header: string[]) =>
        header.map((name) =>
          name
            .replace(/^\uFEFF/, '')
            .trim()
            .toLowerCase(),
        ),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // DPMAregister writes a mark that starts with a quote as it is: "R" ZONE
      relax_quotes: true,
    }) as unknown as typeof records;
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    throw new FileFormatError(`the CSV is broken or cut off${lines ? ` near line ${lines}` : ''}`);
  }
  return records.map(({ record, info }) => ({ line: info.lines, values: record }));
}

/** DPMAregister's file status (German) → live or dead: a pending or opposed mark is still live. */
const DPMA_DEAD = /abgelaufen|zurückgenommen|zurückgewiesen|gelöscht|verzichtet|widerrufen|nichtig/i;
const DPMA_LIVE = /eingetragen|veröffentlicht|widerspruch|anmeldung eingegangen|in prüfung|verlängert/i;
const DPMA_REGISTERS: Record<string, TrademarkOffice> = { EM: 'EUIPO', DE: 'DPMA', IR: 'WIPO' };

function dpmaStatus(text: string): TrademarkStatus {
  if (DPMA_DEAD.test(text)) return 'dead';
  return DPMA_LIVE.test(text) ? 'live' : 'unknown';
}

/** The status column of a plain list: live/dead, or the words offices use for them. */
function plainStatus(text: string | null): TrademarkStatus {
  if (!text) return 'unknown';
  if (/^(live|registered|active|pending|published|renewed)$/i.test(text)) return 'live';
  if (/^(dead|abandoned|cancelled|canceled|expired|withdrawn|refused|lapsed)$/i.test(text)) return 'dead';
  throw new CellError(`status: "${text}" is not live or dead (or registered, pending, abandoned, expired…)`);
}

function classesOf(text: string | null): number[] {
  if (!text) return [];
  return text
    .split(/[\s,;/|]+/)
    .filter(Boolean)
    .map((part) => {
      if (!/^\d{1,3}$/.test(part)) throw new CellError(`classes: "${part}" is not a class number`);
      return Number(part);
    });
}

function officeOf(text: string | null): TrademarkOffice | null {
  if (!text) return null;
  const office = text.toUpperCase();
  if (!(TRADEMARK_OFFICES as readonly string[]).includes(office)) {
    throw new CellError(`office: "${text}" is not one of ${TRADEMARK_OFFICES.join(', ')}`);
  }
  return office as TrademarkOffice;
}

/**
 * The CSV formats of marks: a DPMAregister result export (`;`, German headers, EM/DE/IR registers),
 * an owner's published list of its marks (`trademark,generic`, e.g. Apple's), and a plain list of
 * word marks (`mark` plus any of owner, office, classes, status, serial, registration, goods and
 * the dates). Which one is told by the header.
 */
export function readMarkCsv(text: string): CsvRecords {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  if (/^Datenbestand;/i.test(firstLine)) {
    return {
      format: 'dpma-register-export',
      rows: rowsOf(text, ';').map(({ line, values }) => ({
        line,
        read: () => {
          const register = cellText(values['datenbestand']) ?? '';
          const office = DPMA_REGISTERS[register.toUpperCase()];
          if (!office) throw new CellError(`Datenbestand: "${register}" is not EM, DE or IR`);
          const status = cellText(values['aktenzustand']);
          return {
            ...emptyRecord(cellText(values['markendarstellung']) ?? ''),
            office,
            serialNumber: cellText(values['aktenzeichen/registernummer']),
            status: status ? dpmaStatus(status) : 'unknown',
            statusCode: status,
          };
        },
      })),
    };
  }
  const rows = rowsOf(text, ',');
  const headers = firstLine
    .toLowerCase()
    .split(',')
    .map((h) => h.trim());
  if (headers[0] === 'trademark' && headers.includes('generic')) {
    return {
      format: 'owner-mark-list',
      rows: rows.map(({ line, values }) => ({
        line,
        read: () => ({
          ...emptyRecord(values['trademark'] ?? ''),
          goodsServices: cellText(values['generic']),
        }),
      })),
    };
  }
  if (!headers.includes('mark')) {
    throw new FileFormatError(
      'not a trademark file this import knows: a CSV needs a "mark" column (mark,owner,office,classes,status,…), or is a DPMAregister export or an owner\'s "trademark,generic" list',
    );
  }
  return {
    format: 'word-mark-csv',
    rows: rows.map(({ line, values }) => ({
      line,
      read: () => ({
        ...emptyRecord(values['mark'] ?? ''),
        office: officeOf(cellText(values['office'])),
        serialNumber: cellText(values['serial'] ?? values['serial_number']),
        registrationNumber: cellText(values['registration'] ?? values['registration_number']),
        status: plainStatus(cellText(values['status'])),
        statusCode: cellText(values['status']),
        owner: cellText(values['owner']),
        classes: classesOf(cellText(values['classes'])),
        goodsServices: cellText(values['goods'] ?? values['goods_services']),
        filingDate: isoDate(values['filing_date'], 'filing_date'),
        registrationDate: isoDate(values['registration_date'], 'registration_date'),
        expiryDate: isoDate(values['expiry_date'], 'expiry_date'),
      }),
    })),
  };
}
