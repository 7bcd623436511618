import { FileFormatError } from '../decode-text.js';
import { parseXmlTree } from './xml-tree.js';

/** One design grant as the USPTO grant XML (ipgb, us-patent-grant v4.x) tells it. */
export interface GrantRecord {
  patentNumber: string;
  title: string;
  locarno: string | null;
  locarnoEdition: string | null;
  uspcClass: string | null;
  applicationNumber: string | null;
  applyDate: string | null;
  publicationDate: string | null;
  applicant: string | null;
  designer: string | null;
  agency: string | null;
  agent: string | null;
  applicantAddress: string | null;
}

/*
 * A weekly ipgb file is many XML documents one after another, each with its DOCTYPE naming the
 * USPTO DTD. The DTD is never fetched; a document that declares entities (the billion-laughs and
 * external-entity attacks both need one) refuses the whole file before anything is parsed.
 */
const HOSTILE = /<!ENTITY/i;

type Node = Record<string, unknown>;
const at = (node: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Node)[key] : undefined),
    node,
  );
const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return text((value as Node)['#text']);
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
};
const isoDate = (value: unknown): string | null => {
  const raw = text(value);
  return raw && /^\d{8}$/.test(raw) ? `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}` : null;
};
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? (value as Node[]) : value ? [value as Node] : [];

function personName(book: unknown): string | null {
  const org = text(at(book, 'orgname'));
  if (org) return org;
  const name = [text(at(book, 'first-name')), text(at(book, 'last-name'))].filter(Boolean).join(' ');
  return name || null;
}

function address(book: unknown): string | null {
  const parts = ['address-1', 'city', 'state', 'postcode', 'country'].map((key) =>
    text(at(book, 'address', key)),
  );
  const joined = parts.filter(Boolean).join(', ');
  return joined || null;
}

const joinNames = (names: (string | null)[]) => names.filter(Boolean).join('; ') || null;

function toRecord(grant: Node): GrantRecord | null {
  const data = at(grant, 'us-bibliographic-data-grant') as Node | undefined;
  const publication = at(data, 'publication-reference', 'document-id');
  const kind = text(at(publication, 'kind'));
  const locarno = at(data, 'classification-locarno');
  if (!data || !kind?.startsWith('S') || !locarno) return null;
  const number = text(at(publication, 'doc-number')) ?? '';
  const parties = at(data, 'us-parties');
  const applicants = list(at(parties, 'us-applicants', 'us-applicant'));
  const inventors = list(at(parties, 'inventors', 'inventor'));
  const agents = list(at(parties, 'agents', 'agent'));
  const agentBooks = agents.map((agent) => at(agent, 'addressbook'));
  const national = text(at(data, 'classification-national', 'main-classification'));
  return {
    patentNumber: `US${number}`,
    title: text(at(data, 'invention-title')) ?? '',
    locarno: text(at(locarno, 'main-classification')),
    locarnoEdition: text(at(locarno, 'edition')),
    // USPC is "D" + the class in two places + the subclass: "D 1106" is D1-106, "D11 23" is D11-23.
    uspcClass: national?.startsWith('D')
      ? `D${Number(national.slice(1, 3))}-${national.slice(3).trim()}`
      : null,
    applicationNumber: text(at(data, 'application-reference', 'document-id', 'doc-number')),
    applyDate: isoDate(at(data, 'application-reference', 'document-id', 'date')),
    publicationDate: isoDate(at(publication, 'date')),
    applicant: joinNames(applicants.map((a) => personName(at(a, 'addressbook')))),
    designer: joinNames(inventors.map((i) => personName(at(i, 'addressbook')))),
    agency: joinNames(agentBooks.map((book) => text(at(book, 'orgname')))),
    agent: joinNames(
      agentBooks.map(
        (book) =>
          [text(at(book, 'first-name')), text(at(book, 'last-name'))].filter(Boolean).join(' ') || null,
      ),
    ),
    applicantAddress: applicants[0] ? address(at(applicants[0], 'addressbook')) : null,
  };
}

/** The design grants of an ipgb file (utility and plant grants are skipped); a hostile or broken file throws. */
export function readGrantXml(xml: string): { grants: GrantRecord[]; documents: number } {
  if (HOSTILE.test(xml)) {
    throw new FileFormatError(
      'the XML declares entities (possible entity expansion or external entity): refused',
    );
  }
  const documents = xml.split(/(?=<\?xml\s)/).filter((doc) => doc.trim() !== '');
  const seen = new Map<string, GrantRecord>();
  for (const doc of documents) {
    let parsed: Node;
    try {
      parsed = parseXmlTree(doc);
    } catch (error) {
      throw new FileFormatError(`malformed XML: ${(error as Error).message.slice(0, 200)}`);
    }
    const grant = parsed['us-patent-grant'];
    if (!grant) throw new FileFormatError('not a USPTO grant file: no us-patent-grant element');
    const record = toRecord(grant as Node);
    // The same grant can appear twice in one file (a reissued week); the last one wins.
    if (record) seen.set(record.patentNumber, record);
  }
  return { grants: [...seen.values()], documents: documents.length };
}
