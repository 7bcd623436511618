import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { FileFormatError } from '../decode-text.js';
import { MAX_STORED_REASONS } from '../import.repository.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const EMPTY_OBJECT = Buffer.from('{}');

const LIST_KEY = 'dataByDepartmentAndSearchTerm';
const SPECIFICATION_KEY = 'reportSpecification';
/** Far more than any real `reportSpecification`; a bigger one is not this report. */
const MAX_SPECIFICATION_BYTES = 1 << 20;
const CHUNK_BYTES = 1 << 20;
/** Keys of the report object longer than this are neither of the two it looks for. */
const MAX_KEY_BYTES = 64;

/** What `splitReport` found in an SP-API Search Terms report. */
export interface ReportParts {
  /** `reportSpecification`, parsed; undefined when the report has none */
  specification: unknown;
  /** whether the report has a `dataByDepartmentAndSearchTerm` list */
  hasList: boolean;
  /** the list's elements */
  items: number;
  /**
   * Places (1 = first) of the first elements that are not objects (at most MAX_STORED_REASONS:
   * a later one cannot be among the first reasons); the copy holds `{}` in their place.
   */
  notObjects: number[];
}

const broken = (why: string) => new FileFormatError(`the JSON report is broken or cut off (${why})`);

/**
 * Reads an SP-API Search Terms report (`{"reportSpecification": {...}, "dataByDepartmentAndSearchTerm":
 * [{...}, ...]}`, the two in either order) byte by byte in chunks, never decoding or holding the
 * file: it copies the list's bytes to `listFile` (a plain JSON array, which DuckDB's read_json then
 * reads in parallel) and parses `reportSpecification` alone. Strings and their escapes are
 * skipped whole, so a `]` or `"` inside a search term ends nothing. An element that is not an
 * object is copied as `{}` and told by place, so it becomes a refused row, not a reader's error.
 */
export async function splitReport(
  path: string,
  listFile: string,
  chunkBytes = CHUNK_BYTES,
): Promise<ReportParts> {
  const scanner = new ReportScanner();
  const start = (await startsWithBom(path)) ? UTF8_BOM.length : 0;
  const out = await fsp.open(listFile, 'w');
  // One chunk is written while the next is scanned (each chunk is read into a buffer of its own).
  let writing: Promise<unknown> = Promise.resolve();
  try {
    for await (const chunk of fs.createReadStream(path, { start, highWaterMark: chunkBytes })) {
      const pieces = scanner.scan(chunk as Buffer);
      await writing;
      if (pieces.length > 0) writing = out.writev(pieces);
    }
    await writing;
  } finally {
    await writing.catch(() => undefined);
    await out.close();
  }
  return scanner.end();
}

async function startsWithBom(path: string): Promise<boolean> {
  const handle = await fsp.open(path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(UTF8_BOM.length), 0, UTF8_BOM.length, 0);
    return bytesRead === UTF8_BOM.length && buffer.equals(UTF8_BOM);
  } finally {
    await handle.close();
  }
}

/** The scan's state between chunks. */
class ReportScanner {
  private readonly parts: ReportParts = {
    specification: undefined,
    hasList: false,
    items: 0,
    notObjects: [],
  };
  /** containers open: 1 inside the report object, 2 inside one of its values, 3 inside an item … */
  private depth = 0;
  private isInString = false;
  /** the byte after a backslash at a chunk's end */
  private isEscaped = false;
  /** a string of the report object itself (a possible key): its first bytes, and its length */
  private keyParts: Buffer[] | null = null;
  private keyLength = 0;
  private lastString = '';
  private key: string | null = null;
  private isInList = false;
  private expectsElement = false;
  /** an element that is not an object, left out of the copy */
  private isSkipping = false;
  private hasEnded = false;
  private specificationParts: Buffer[] | null = null;
  private specificationLength = 0;
  /** this chunk's pieces of the list's copy, and where the copy resumes (-1: not copying) */
  private pieces: Buffer[] = [];
  private copyFrom = -1;
  /** where `reportSpecification` starts in this chunk (-1: not in it) */
  private specificationFrom = -1;

  /** The pieces of the list's copy that `b` holds, in order. */
  scan(b: Buffer): Buffer[] {
    const n = b.length;
    this.pieces = [];
    this.copyFrom = this.isInList && !this.isSkipping ? 0 : -1;
    this.specificationFrom = this.specificationParts ? 0 : -1;
    let i = 0;
    if (this.isEscaped) {
      this.isEscaped = false;
      i = 1;
    }
    while (i < n) {
      if (this.isInString) {
        // The hot loop: most of a report is the text of its items.
        const stringStart = i;
        let c = b[i]!;
        while (c !== QUOTE) {
          if (c === BACKSLASH) i++;
          if (++i >= n) break;
          c = b[i]!;
        }
        if (i >= n) {
          this.isEscaped = i > n;
          if (this.keyParts) this.addToKey(b.subarray(stringStart, n));
          break;
        }
        this.isInString = false;
        if (this.keyParts) this.endKey(b.subarray(stringStart, i));
      } else if (this.depth > 2) {
        // Inside an item or any deeper value: only strings and nesting matter until it closes.
        let depth = this.depth;
        let c = 0;
        for (; i < n; i++) {
          c = b[i]!;
          if (c === QUOTE) break;
          if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++;
          else if ((c === CLOSE_OBJECT || c === CLOSE_ARRAY) && --depth === 2) break;
        }
        this.depth = depth;
        if (c === QUOTE) this.isInString = true;
      } else {
        const c = b[i]!;
        if (!isSpace(c)) this.shallow(b, i, c);
      }
      i++;
    }
    if (this.copyFrom !== -1) this.pieces.push(b.subarray(this.copyFrom));
    if (this.specificationFrom !== -1) {
      // A chunk is read into a buffer of its own, so holding a slice of it is safe.
      this.specificationParts!.push(b.subarray(this.specificationFrom));
      this.specificationLength += n - this.specificationFrom;
      if (this.specificationLength > MAX_SPECIFICATION_BYTES) {
        throw new FileFormatError('not a Search Terms report: reportSpecification is larger than 1 MB');
      }
    }
    return this.pieces;
  }

  /** One byte outside strings in the report object itself or directly in one of its values. */
  private shallow(b: Buffer, i: number, c: number): void {
    if (this.hasEnded) throw broken('text after the report’s end');
    const depth = this.depth;
    if (depth === 0 && c !== OPEN_OBJECT) throw broken('the report is not a JSON object');
    if (this.expectsElement && c !== CLOSE_ARRAY) {
      // The first byte of an element of the list: anything but an object is copied as {}.
      this.expectsElement = false;
      this.parts.items++;
      if (c !== OPEN_OBJECT) {
        if (this.parts.notObjects.length < MAX_STORED_REASONS) this.parts.notObjects.push(this.parts.items);
        this.pieces.push(b.subarray(this.copyFrom, i), EMPTY_OBJECT);
        this.copyFrom = -1;
        this.isSkipping = true;
      }
    }
    if (c === QUOTE) {
      this.isInString = true;
      if (depth === 1) {
        this.keyParts = [];
        this.keyLength = 0;
      }
    } else if (c === COLON) {
      if (depth === 1) this.key = this.lastString;
    } else if (c === COMMA) {
      if (depth === 1) this.key = null;
      else if (this.isInList && depth === 2) {
        this.expectsElement = true;
        this.stopSkipping(i);
      }
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (depth === 1 && this.key === LIST_KEY && c === OPEN_ARRAY && !this.parts.hasList) {
        this.parts.hasList = true;
        this.isInList = true;
        this.expectsElement = true;
        this.copyFrom = i;
      } else if (depth === 1 && this.key === SPECIFICATION_KEY && c === OPEN_OBJECT) {
        this.specificationParts = [];
        this.specificationLength = 0;
        this.specificationFrom = i;
      }
      this.depth++;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth === 2 && this.isInList) {
        if (c !== CLOSE_ARRAY) throw broken('a } ends the list');
        this.stopSkipping(i);
        this.pieces.push(b.subarray(this.copyFrom, i + 1));
        this.copyFrom = -1;
        this.isInList = false;
        this.expectsElement = false;
      } else if (depth === 2 && this.specificationParts) {
        this.endSpecification(b.subarray(this.specificationFrom, i + 1));
      } else if (depth === 1) {
        if (c !== CLOSE_OBJECT) throw broken('a ] ends the report');
        this.hasEnded = true;
      }
      this.depth--;
    }
  }

  private stopSkipping(i: number): void {
    if (!this.isSkipping) return;
    this.isSkipping = false;
    this.copyFrom = i;
  }

  private addToKey(bytes: Buffer): void {
    this.keyLength += bytes.length;
    if (this.keyLength <= MAX_KEY_BYTES) this.keyParts!.push(Buffer.from(bytes));
  }

  private endKey(tail: Buffer): void {
    this.addToKey(tail);
    this.lastString = this.keyLength > MAX_KEY_BYTES ? '' : Buffer.concat(this.keyParts!).toString('utf8');
    this.keyParts = null;
  }

  private endSpecification(tail: Buffer): void {
    const text = Buffer.concat([...this.specificationParts!, tail]).toString('utf8');
    this.specificationParts = null;
    this.specificationFrom = -1;
    try {
      this.parts.specification = JSON.parse(text) as unknown;
    } catch (error) {
      throw broken(`reportSpecification: ${(error as Error).message}`);
    }
  }

  end(): ReportParts {
    if (this.depth > 0 || this.isInString) throw broken('the file ends before the report does');
    if (!this.hasEnded) throw broken('the file holds no report');
    return this.parts;
  }
}
