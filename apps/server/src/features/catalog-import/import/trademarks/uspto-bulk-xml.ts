import { CellError } from '../cells.js';
import type { RowReason } from '../import.repository.js';
import { emptyRecord, isoDate, type TrademarkRecord } from './trademark-record.js';
import { usptoStatus } from './reference-tables.js';
import type { XmlVisitor } from './xml-stream.js';

interface CaseFile {
  fields: Map<string, string>;
  classes: number[];
  goods: string[];
  owners: { name: string; partyType: number }[];
  line: number;
}

/**
 * Reads the USPTO daily and annual bulk trademark XML (`trademark-applications-daily/…/case-file`,
 * research §5.3) one case file at a time, as the parser streams past it: serial and registration
 * numbers, the header's dates, status code and mark text, the Nice classes (`international-code`;
 * the letters USPTO writes for pre-Nice US classes are skipped), the goods and services statements
 * (`GS0xx…`), and the owner of the latest party type.
 */
export function usptoBulkVisitor(
  emit: (record: TrademarkRecord, line: number) => void,
  reject: (reason: RowReason) => void,
  lineNow: () => number,
): XmlVisitor {
  let current: CaseFile | undefined;
  let owner: { name: string; partyType: number } | undefined;
  let statement: { type: string; text: string } | undefined;
  return {
    open(name) {
      if (name === 'case-file')
        current = { fields: new Map(), classes: [], goods: [], owners: [], line: lineNow() };
      else if (name === 'case-file-owner') owner = { name: '', partyType: 0 };
      else if (name === 'case-file-statement') statement = { type: '', text: '' };
    },
    close(name, text) {
      if (!current) return;
      if (owner) {
        if (name === 'party-name') owner.name = text;
        else if (name === 'party-type' && /^\d+$/.test(text)) owner.partyType = Number(text);
        else if (name === 'case-file-owner') {
          if (owner.name) current.owners.push(owner);
          owner = undefined;
        }
        return;
      }
      if (statement) {
        if (name === 'type-code') statement.type = text;
        else if (name === 'text') statement.text = text;
        else if (name === 'case-file-statement') {
          const goods = /^GS0?(\d{2})/.exec(statement.type);
          if (goods && statement.text) current.goods.push(`${Number(goods[1])}: ${statement.text}`);
          statement = undefined;
        }
        return;
      }
      if (name === 'international-code') {
        if (/^\d+$/.test(text)) current.classes.push(Number(text));
      } else if (name === 'case-file') {
        try {
          emit(toRecord(current), current.line);
        } catch (error) {
          if (!(error instanceof CellError)) throw error;
          reject({ line: current.line, reason: error.message });
        }
        current = undefined;
      } else if (text && !current.fields.has(name)) current.fields.set(name, text);
    },
  };
}

function toRecord(file: CaseFile): TrademarkRecord {
  const get = (name: string) => file.fields.get(name) ?? null;
  const serial = get('serial-number');
  const mark = get('mark-identification');
  if (!serial) throw new CellError('serial-number: missing');
  if (!mark) throw new CellError(`mark-identification: missing for serial ${serial} (a design-only mark)`);
  const registration = get('registration-number');
  const statusCode = get('status-code');
  const owner = [...file.owners].sort((a, b) => b.partyType - a.partyType)[0]?.name ?? null;
  return {
    ...emptyRecord(mark),
    office: 'USPTO',
    serialNumber: serial,
    // The bulk files write 0000000 for a mark not registered.
    registrationNumber: registration && /[1-9]/.test(registration) ? registration : null,
    status: usptoStatus(statusCode),
    statusCode,
    owner,
    classes: file.classes,
    goodsServices: file.goods.length > 0 ? file.goods.join('\n') : null,
    filingDate: isoDate(get('filing-date'), 'filing-date'),
    registrationDate: isoDate(get('registration-date'), 'registration-date'),
  };
}
