import fs from 'node:fs/promises';
import path from 'node:path';
import { CellError } from '../cells.js';
import type { CheckedFile } from '../checked-file.js';
import { decodeText, FileFormatError } from '../decode-text.js';
import type { RowReason } from '../import.repository.js';
import { StageFile } from '../stage-file.js';
import { filesUnder } from '../design-patents/find-drawings.js';
import { markImagesBeside, type MarkImageFile, type ReadMark } from './find-mark-images.js';
import { niceClassNumbers } from './reference-tables.js';
import { trademarkStageRow, type TrademarkRecord } from './trademark-record.js';
import { tsdrVisitor } from './tsdr-xml.js';
import { usptoBulkVisitor } from './uspto-bulk-xml.js';
import { readMarkCsv } from './word-mark-csv.js';
import { streamXml, type XmlVisitor } from './xml-stream.js';

/** CSV lists are read whole; XML streams, whatever its size. */
const MAX_CSV_BYTES = 256 * 1024 * 1024;
const REPORT_EVERY = 5000;

/** Collects a file's marks into the stage file: each checked, a repeated number told by line. */
class MarkCollector {
  readonly stage: StageFile;
  readonly reasons: RowReason[] = [];
  private readonly seen = new Map<string, number>();
  private readonly classes = niceClassNumbers();
  constructor(
    workDir: string,
    private readonly onCounts?: (counts: { read: number; accepted: number; rejected: number }) => void,
  ) {
    this.stage = new StageFile(workDir, 'trademarks');
  }
  get read() {
    return this.stage.count + this.reasons.length;
  }
  /** the marks of the file being read, kept to find their images beside it */
  fileMarks: ReadMark[] = [];
  add(record: TrademarkRecord, line: number) {
    try {
      const { id, row } = trademarkStageRow(record, this.classes);
      const first = this.seen.get(id);
      if (first !== undefined) throw new CellError(`duplicate of line ${first}`);
      this.seen.set(id, line);
      this.stage.add(row);
      this.fileMarks.push({ id, line, record });
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      this.reject({ line, reason: error.message });
    }
    this.tell();
  }
  reject(reason: RowReason) {
    this.reasons.push(reason);
    this.tell();
  }
  private tell() {
    if (this.onCounts && this.read % REPORT_EVERY === 0) {
      this.onCounts({ read: this.read, accepted: this.stage.count, rejected: this.reasons.length });
    }
  }
}

async function startsAsXml(file: string): Promise<boolean> {
  const handle = await fs.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('<');
  } finally {
    await handle.close();
  }
}

const TSDR_ROOTS = new Set(['Transaction', 'TrademarkTransaction', 'TradeMark', 'Trademark']);
const BULK_ROOTS = new Set(['trademark-applications-daily', 'trademark-applications', 'case-file']);

async function readXml(file: string, marks: MarkCollector): Promise<string> {
  let format = '';
  await streamXml(file, (root, lineNow): XmlVisitor => {
    const emit = (record: TrademarkRecord, line: number) => marks.add(record, line);
    const reject = (reason: RowReason) => marks.reject(reason);
    if (TSDR_ROOTS.has(root)) {
      format = root.startsWith('TradeMark') || root === 'Transaction' ? 'uspto-tsdr-st66' : 'uspto-tsdr-st96';
      const visitor = tsdrVisitor(emit, reject, lineNow);
      // a record on its own (no transaction around it) is finished when it closes
      return {
        open: visitor.open,
        close(name, text) {
          visitor.close(name, text);
          if (name === root) visitor.finish();
        },
      };
    }
    if (BULK_ROOTS.has(root)) {
      format = 'uspto-bulk-xml';
      return usptoBulkVisitor(emit, reject, lineNow);
    }
    throw new FileFormatError(
      `the XML's root element <${root}> is not a USPTO TSDR record (ST.66 or ST.96) or a USPTO bulk trademark file`,
    );
  });
  return format;
}

/**
 * Checks a trademark file of any supported format (docs/data/trademarks.md) on the import worker:
 * XML is streamed from disk, CSV read whole; good marks go to a stage file, bad ones are told by
 * line and reason. A file-level fault (hostile or broken XML, an unknown format) refuses it all.
 */
export async function checkTrademarks(
  file: string,
  workDir: string,
  onCounts?: (counts: { read: number; accepted: number; rejected: number }) => void,
): Promise<CheckedFile> {
  const marks = new MarkCollector(workDir, onCounts);
  let format: string;
  const images: MarkImageFile[] = [];
  try {
    if ((await fs.stat(file)).isDirectory()) {
      // TSDR records with their mark images, as a folder or an unpacked zip (import-trademark-files.ts)
      const xmlFiles = (await filesUnder(file)).filter((f) => /\.xml$/i.test(f));
      if (xmlFiles.length === 0) throw new FileFormatError('the folder or zip holds no trademark XML (.xml)');
      format = '';
      for (const xml of xmlFiles) {
        marks.fileMarks = [];
        const one = await readXml(xml, marks);
        format = format && format !== one ? 'mixed' : one;
        images.push(...(await markImagesBeside(xml, marks.fileMarks)));
      }
    } else if (await startsAsXml(file)) {
      format = await readXml(file, marks);
    } else {
      if ((await fs.stat(file)).size > MAX_CSV_BYTES) {
        throw new FileFormatError(`a CSV of marks may be at most ${MAX_CSV_BYTES / 1024 / 1024} MB`);
      }
      const csv = readMarkCsv(decodeText(await fs.readFile(file)).text);
      format = csv.format;
      for (const row of csv.rows) {
        let record: TrademarkRecord;
        try {
          record = row.read();
        } catch (error) {
          if (!(error instanceof CellError)) throw error;
          marks.reject({ line: row.line, reason: error.message });
          continue;
        }
        marks.add(record, row.line);
      }
    }
  } finally {
    marks.stage.close();
  }
  if (marks.read === 0) throw new FileFormatError('the file holds no marks');
  const imageList = images.length ? path.join(workDir, 'mark-images.json') : undefined;
  if (imageList) await fs.writeFile(imageList, JSON.stringify(images));
  return {
    format,
    read: marks.read,
    accepted: marks.stage.count,
    rejected: marks.reasons.length,
    reasons: marks.reasons,
    stage: {
      kind: 'trademarks',
      format,
      marks: marks.stage.path,
      ...(imageList ? { images: imageList } : {}),
    },
  };
}
