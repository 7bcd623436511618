import { CellError } from '../cells.js';
import type { RowReason } from '../import.repository.js';
import { emptyRecord, isoDate, type TrademarkOffice, type TrademarkRecord } from './trademark-record.js';
import { usptoStatus } from './reference-tables.js';
import type { XmlVisitor } from './xml-stream.js';

/** Office codes of ST.66/ST.96 records → the offices the store knows. */
const OFFICES: Record<string, TrademarkOffice> = {
  US: 'USPTO',
  EM: 'EUIPO',
  EU: 'EUIPO',
  DE: 'DPMA',
  WO: 'WIPO',
  IB: 'WIPO',
};

interface Applicant {
  name: string | null;
  partyType: number;
}

interface Draft {
  fields: Map<string, string>;
  classes: number[];
  goods: string[];
  applicants: Applicant[];
  line: number;
}

/** Names of the same fact in ST.66 (TSDR status XML) and ST.96 (its successor). */
const FIELD = {
  serial: ['ApplicationNumberText', 'ApplicationNumber'],
  registration: ['RegistrationNumber'],
  filing: ['ApplicationDate'],
  registered: ['RegistrationDate'],
  expiry: ['ExpiryDate'],
  status: ['MarkCurrentStatusCode', 'NationalStatusCode'],
  mark: ['MarkVerbalElementText'],
  office: ['RegistrationOfficeCode'],
  image: ['MarkImageURI', 'FileName'],
};
const NAME_ELEMENTS = new Set(['FreeFormatNameLine', 'EntityName', 'OrganizationStandardName']);

/**
 * Reads USPTO TSDR records in WIPO ST.66 (`Transaction/…/TradeMark`) or ST.96
 * (`TrademarkTransaction/…/Trademark`): the record's mark, numbers, dates, status code, Nice
 * classes with their goods and services, and the owner. TSDR puts the applicants beside the mark
 * (ApplicantDetails in TransactionData), so marks are finished when their transaction ends; the
 * owner is the applicant of the latest party type (30 registrant over 20 owner at publication over
 * 10 original applicant).
 */
export function tsdrVisitor(
  emit: (record: TrademarkRecord, line: number) => void,
  reject: (reason: RowReason) => void,
  lineNow: () => number,
): XmlVisitor & { finish(): void } {
  const pending: Draft[] = [];
  const outerApplicants: Applicant[] = [];
  let draft: Draft | undefined;
  let applicant: Applicant | undefined;
  let classNumber: number | null = null;
  let classKind: string | null = null;
  let classGoods: string | null = null;

  const finish = () => {
    for (const done of pending.splice(0)) {
      const applicants = done.applicants.length > 0 ? done.applicants : outerApplicants;
      try {
        emit(toRecord(done, applicants), done.line);
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        reject({ line: done.line, reason: error.message });
      }
    }
    outerApplicants.length = 0;
  };

  return {
    open(name) {
      if (name === 'TradeMark' || name === 'Trademark') {
        draft = { fields: new Map(), classes: [], goods: [], applicants: [], line: lineNow() };
      } else if (name === 'Applicant') {
        applicant = { name: null, partyType: 0 };
      } else if (name === 'ClassDescription') {
        classNumber = null;
        classKind = null;
        classGoods = null;
      }
    },
    close(name, text) {
      if (applicant) {
        if (NAME_ELEMENTS.has(name) && text && !applicant.name) applicant.name = text;
        if (name === 'PartyTypeCode' && /^\d+$/.test(text)) applicant.partyType = Number(text);
        if (name === 'Applicant') {
          (draft ? draft.applicants : outerApplicants).push(applicant);
          applicant = undefined;
        }
        return;
      }
      if (name === 'TransactionData' || name === 'Transaction' || name === 'TrademarkTransaction') finish();
      if (!draft) return;
      if (name === 'TradeMark' || name === 'Trademark') {
        pending.push(draft);
        draft = undefined;
        return;
      }
      if (name === 'ClassNumber' && /^\d+$/.test(text)) classNumber = Number(text);
      else if (name === 'ClassificationKindCode') classKind = text;
      else if (name === 'GoodsServicesDescription' || name === 'GoodsServicesDescriptionText')
        classGoods = text;
      else if (name === 'ClassDescription') {
        // ST.96 lists US national classes beside the Nice class; only Nice classes are kept.
        if (classNumber !== null && (classKind === null || /nice/i.test(classKind))) {
          draft.classes.push(classNumber);
          if (classGoods) draft.goods.push(`${classNumber}: ${classGoods}`);
        }
      } else if (text && !draft.fields.has(name)) draft.fields.set(name, text);
    },
    finish,
  };
}

function field(draft: Draft, names: string[]): string | null {
  for (const name of names) {
    const value = draft.fields.get(name);
    if (value) return value;
  }
  return null;
}

function toRecord(draft: Draft, applicants: Applicant[]): TrademarkRecord {
  const mark = field(draft, FIELD.mark);
  if (!mark) throw new CellError('MarkVerbalElementText: missing (a mark without words is not stored)');
  const officeCode = field(draft, FIELD.office) ?? 'US';
  const office = OFFICES[officeCode];
  if (!office)
    throw new CellError(`RegistrationOfficeCode: "${officeCode}" is not an office this store knows`);
  const statusCode = field(draft, FIELD.status);
  const owner = [...applicants].sort((a, b) => b.partyType - a.partyType).find((a) => a.name)?.name ?? null;
  const image = field(draft, FIELD.image);
  return {
    ...emptyRecord(mark),
    office,
    serialNumber: field(draft, FIELD.serial),
    registrationNumber: field(draft, FIELD.registration),
    status: office === 'USPTO' ? usptoStatus(statusCode) : 'unknown',
    statusCode,
    owner,
    classes: draft.classes,
    goodsServices: draft.goods.length > 0 ? draft.goods.join('\n') : null,
    filingDate: isoDate(field(draft, FIELD.filing), 'ApplicationDate'),
    registrationDate: isoDate(field(draft, FIELD.registered), 'RegistrationDate'),
    expiryDate: isoDate(field(draft, FIELD.expiry), 'ExpiryDate'),
    imageUrl: image && /^https?:\/\//.test(image) ? image : null,
    imageName: image && !/^[a-z]+:/i.test(image) ? image.split(/[\\/]/).at(-1) || null : null,
  };
}
