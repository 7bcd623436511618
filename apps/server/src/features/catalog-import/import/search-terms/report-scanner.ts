import { FileFormatError } from '../decode-text.js';
import { MAX_STORED_REASONS } from '../import.repository.js';
import { ListCopy } from './list-copy.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
const isSpace = (c: number) => c === SPACE || c === LINE_FEED || c === CARRIAGE_RETURN || c === 0x09;
/** The bytes of JSON's numbers, true, false and null. */
const isScalarByte = (c: number) =>
  (c >= 0x30 && c <= 0x39) ||
  (c >= 0x61 && c <= 0x7a) ||
  c === 0x2b ||
  c === 0x2d ||
  c === 0x2e ||
  c === 0x45;

const LIST_KEY = 'dataByDepartmentAndSearchTerm';
const SPECIFICATION_KEY = 'reportSpecification';
/** Far more than any real `reportSpecification`; a bigger one is not this report. */
const MAX_SPECIFICATION_BYTES = 1 << 20;
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
   * a later one cannot be among the first reasons); the copy holds their place alone.
   */
  notObjects: number[];
}

export const broken = (why: string) => new FileFormatError(`the JSON report is broken or cut off (${why})`);

/** The scan's state between chunks. */
export class ReportScanner {
  private readonly parts: ReportParts = {
    specification: undefined,
    hasList: false,
    items: 0,
    notObjects: [],
  };
  private readonly copy: ListCopy;
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
  /** in the list: before its first element, after an element (or within a scalar one), after a comma */
  private list: 'first' | 'after' | 'scalar' | 'next' = 'first';
  /** inside an element of the list that is an object (copied), or that is not (left out) */
  private isCopyingItem = false;
  /** an item's `{` was the chunk's last byte but spaces: whether it is empty is still to see */
  private isAfterItemStart = false;
  private hasEnded = false;
  private specificationParts: Buffer[] | null = null;
  private specificationLength = 0;
  /** where the item's copy resumes in this chunk, and where `reportSpecification` starts (-1: none) */
  private copyFrom = -1;
  private specificationFrom = -1;

  /** `listKey`: the report's list (Search Query Performance names it `dataByAsin`) */
  constructor(
    chunkBytes: number,
    private readonly listKey: string = LIST_KEY,
  ) {
    this.copy = new ListCopy(chunkBytes);
  }

  /** What `b` adds to the list's copy, in order; `b` is the scanner's to change (a read buffer). */
  scan(b: Buffer): Buffer[] {
    const n = b.length;
    this.copy.startChunk();
    this.copyFrom = this.isCopyingItem ? 0 : -1;
    this.specificationFrom = this.specificationParts ? 0 : -1;
    if (this.isAfterItemStart) this.separateFirstMember(b, 0);
    let i = 0;
    if (this.isEscaped) {
      this.isEscaped = false;
      i = 1;
    }
    // The hot loops keep the state in locals, written back around the rare calls.
    let depth = this.depth;
    let isInString = this.isInString;
    while (i < n) {
      if (isInString) {
        // Most of a report is the text of its items.
        const stringStart = i;
        let c = b[i]!;
        while (c !== QUOTE) {
          if (c === BACKSLASH) i++;
          if (++i >= n) break;
          c = b[i]!;
        }
        if (i >= n) {
          this.isEscaped = i > n;
          if (depth === 1 && this.keyParts) this.addToKey(b.subarray(stringStart, n));
          break;
        }
        isInString = false;
        if (depth === 1 && this.keyParts) this.endKey(b.subarray(stringStart, i));
      } else if (depth > 2) {
        // Inside an item or any deeper value: only strings and nesting matter until it closes.
        let c = 0;
        for (; i < n; i++) {
          c = b[i]!;
          if (c === QUOTE) break;
          const bracket = c | 0x20; // [ and { alike, ] and } alike
          if (bracket === OPEN_OBJECT) depth++;
          else if (bracket === CLOSE_OBJECT) {
            if (--depth === 2) break;
          } else if (c < SPACE) b[i] = SPACE; // a line break or tab: an item is one line of the copy
        }
        if (c === QUOTE) isInString = true;
        else if (depth === 2 && this.isCopyingItem) this.endItem(b, i);
      } else {
        const c = b[i]!;
        if (!isSpace(c)) {
          this.depth = depth;
          this.isInString = isInString;
          this.shallow(b, i, c);
          depth = this.depth;
          isInString = this.isInString;
        }
      }
      i++;
    }
    this.depth = depth;
    this.isInString = isInString;
    if (this.copyFrom !== -1) this.copy.copy(b, this.copyFrom, n);
    if (this.specificationFrom !== -1) {
      // The read buffer is used again: keep a copy.
      this.specificationParts!.push(Buffer.from(b.subarray(this.specificationFrom)));
      this.specificationLength += n - this.specificationFrom;
      if (this.specificationLength > MAX_SPECIFICATION_BYTES) {
        throw new FileFormatError('not a Search Terms report: reportSpecification is larger than 1 MB');
      }
    }
    return this.copy.endChunk();
  }

  /**
   * After `{"asinasin_place":N`, a comma unless the item is empty (`{}`); the spaces between are
   * left out, so the copy is the same wherever chunks end.
   */
  private separateFirstMember(b: Buffer, from: number): void {
    let k = from;
    while (k < b.length && isSpace(b[k]!)) k++;
    this.isAfterItemStart = k === b.length;
    this.copyFrom = this.isAfterItemStart ? -1 : k;
    if (!this.isAfterItemStart && b[k] !== CLOSE_OBJECT) this.copy.comma();
  }

  private endItem(b: Buffer, i: number): void {
    this.copy.copy(b, this.copyFrom, i + 1);
    this.copy.endLine();
    this.copyFrom = -1;
    this.isCopyingItem = false;
  }

  /** One byte outside strings in the report object itself or directly in one of its values. */
  private shallow(b: Buffer, i: number, c: number): void {
    if (this.hasEnded) throw broken('text after the report’s end');
    const depth = this.depth;
    if (depth === 0 && c !== OPEN_OBJECT) throw broken('the report is not a JSON object');
    if (depth === 2 && this.isInList && this.listByte(b, i, c)) return;
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
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (depth === 1 && this.key === this.listKey && c === OPEN_ARRAY && !this.parts.hasList) {
        this.parts.hasList = true;
        this.isInList = true;
        this.list = 'first';
      } else if (depth === 1 && this.key === SPECIFICATION_KEY && c === OPEN_OBJECT) {
        this.specificationParts = [];
        this.specificationLength = 0;
        this.specificationFrom = i;
      }
      this.depth++;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth === 2 && this.specificationParts) {
        this.endSpecification(b.subarray(this.specificationFrom, i + 1));
      } else if (depth === 1) {
        if (c !== CLOSE_OBJECT) throw broken('a ] ends the report');
        this.hasEnded = true;
      }
      this.depth--;
    }
  }

  /**
   * A byte directly in the list, where DuckDB, reading items one a line, sees no commas: the
   * scan checks them. True when the byte is done with.
   */
  private listByte(b: Buffer, i: number, c: number): boolean {
    const state = this.list;
    if (c === CLOSE_ARRAY && state !== 'next') {
      this.isInList = false;
      this.depth--;
      return true;
    }
    if (c === COMMA && state !== 'first' && state !== 'next') {
      this.list = 'next';
      return true;
    }
    if (c === CLOSE_ARRAY || c === COMMA) throw broken('an element of the list is missing');
    if (state === 'scalar') {
      // The rest of a number, true, false or null.
      if (isScalarByte(c)) return true;
      throw broken('an element of the list is neither a value nor followed by a comma');
    }
    if (c === CLOSE_OBJECT) throw broken('a } ends the list');
    if (state === 'after') throw broken('a comma is missing between elements of the list');
    // The first byte of an element: anything but an object is copied as {}.
    const place = ++this.parts.items;
    const isObject = c === OPEN_OBJECT;
    this.copy.startItem(isObject);
    if (isObject) {
      this.isCopyingItem = true;
      this.separateFirstMember(b, i + 1);
    } else if (this.parts.notObjects.length < MAX_STORED_REASONS) this.parts.notObjects.push(place);
    // An object, array or string is read whole before the list sees a byte again.
    this.list = c === OPEN_OBJECT || c === OPEN_ARRAY || c === QUOTE ? 'after' : 'scalar';
    return false;
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
