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
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
const ZERO = 0x30;
const ONE = 0x31;
const NINE = 0x39;
const PLACE_KEY = Buffer.from('{"asinasin_place":');
const isSpace = (c: number) => c === SPACE || c === LINE_FEED || c === CARRIAGE_RETURN || c === 0x09;
/** The bytes of JSON's numbers, true, false and null. */
const isScalarByte = (c: number) =>
  (c >= 0x30 && c <= 0x39) ||
  (c >= 0x61 && c <= 0x7a) ||
  c === 0x2b ||
  c === 0x2d ||
  c === 0x2e ||
  c === 0x45;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const LIST_KEY = 'dataByDepartmentAndSearchTerm';
const SPECIFICATION_KEY = 'reportSpecification';
/** Far more than any real `reportSpecification`; a bigger one is not this report. */
const MAX_SPECIFICATION_BYTES = 1 << 20;
const CHUNK_BYTES = 1 << 20;
/** Room in the copy's buffer for the places written beside the items of a chunk. */
const SLACK_BYTES = 64 * 1024;
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

const broken = (why: string) => new FileFormatError(`the JSON report is broken or cut off (${why})`);

/**
 * Reads an SP-API Search Terms report (`{"reportSpecification": {...}, "dataByDepartmentAndSearchTerm":
 * [{...}, ...]}`, the two in either order) byte by byte in chunks, never decoding or holding the
 * file: it copies the list's items to `listFile`, one a line with its place (1 = first) as
 * `asinasin_place`, for DuckDB's read_json to read in parallel, and parses `reportSpecification`
 * alone. Strings and their escapes are skipped whole, so a `]` or `"` inside a search term ends
 * nothing; the list's commas, which the copy drops, are checked here. An element that is not an
 * object is copied as `{"asinasin_place": N}` and told by place: a refused row, not a reader's error.
 */
export async function splitReport(
  path: string,
  listFile: string,
  chunkBytes = CHUNK_BYTES,
): Promise<ReportParts> {
  const scanner = new ReportScanner(chunkBytes);
  const input = await fsp.open(path);
  const output = await fsp.open(listFile, 'w');
  // Two buffers take turns (no garbage for every chunk): the next chunk is read and the last
  // one's copy written while this one is scanned.
  const buffers = [Buffer.allocUnsafe(chunkBytes), Buffer.allocUnsafe(chunkBytes)];
  let writing: Promise<unknown> = Promise.resolve();
  try {
    let position = (await startsWithBom(input)) ? UTF8_BOM.length : 0;
    let turn = 0;
    let reading = input.read(buffers[turn]!, 0, chunkBytes, position);
    for (;;) {
      const { bytesRead } = await reading;
      if (bytesRead === 0) break;
      const chunk = buffers[turn]!.subarray(0, bytesRead);
      position += bytesRead;
      turn = 1 - turn;
      reading = input.read(buffers[turn]!, 0, chunkBytes, position);
      const pieces = scanner.scan(chunk);
      await writing;
      if (pieces.length > 0) writing = output.writev(pieces);
    }
    await writing;
  } finally {
    await writing.catch(() => undefined);
    await Promise.all([input.close(), output.close()]);
  }
  return scanner.end();
}

async function startsWithBom(input: fsp.FileHandle): Promise<boolean> {
  const { buffer, bytesRead } = await input.read(Buffer.alloc(UTF8_BOM.length), 0, UTF8_BOM.length, 0);
  return bytesRead === UTF8_BOM.length && buffer.equals(UTF8_BOM);
}

/**
 * The list's copy, written as newline-delimited JSON: one item a line (DuckDB reads such a file
 * in parallel, a JSON array with one thread), its place first as `"asinasin_place": N`.
 */
class ListCopy {
  /** two buffers taking turns: one is filled while the other's bytes are written */
  private readonly buffers: [Buffer, Buffer];
  private turn = 0;
  private out: Buffer;
  private at = 0;
  private filled: Buffer[] = [];
  /** the last item's place, as ASCII digits */
  private readonly place: number[] = [ZERO];

  constructor(chunkBytes: number) {
    this.buffers = [
      Buffer.allocUnsafe(chunkBytes + SLACK_BYTES),
      Buffer.allocUnsafe(chunkBytes + SLACK_BYTES),
    ];
    this.out = this.buffers[0];
  }

  startChunk(): void {
    this.turn = 1 - this.turn;
    this.out = this.buffers[this.turn]!;
    this.at = 0;
    this.filled = [];
  }

  /** What this chunk added to the copy. */
  endChunk(): Buffer[] {
    return this.at > 0 ? [...this.filled, this.out.subarray(0, this.at)] : this.filled;
  }

  private room(bytes: number): void {
    if (this.at + bytes <= this.out.length) return;
    this.filled.push(this.out.subarray(0, this.at));
    this.out = Buffer.allocUnsafe(Math.max(bytes, SLACK_BYTES));
    this.at = 0;
  }

  copy(b: Buffer, from: number, to: number): void {
    this.room(to - from);
    this.at += b.copy(this.out, this.at, from, to);
  }

  /**
   * `{"asinasin_place":N` for the next item (places count up from 1, kept as ASCII digits: no
   * number to format for every item), and `}` at once for an element that is not an object.
   */
  startItem(isObject: boolean): void {
    const place = this.place;
    let k = place.length - 1;
    while (k >= 0 && place[k] === NINE) place[k--] = ZERO;
    if (k >= 0) place[k]!++;
    else place.unshift(ONE);
    this.room(PLACE_KEY.length + place.length + 2);
    const out = this.out;
    let at = this.at;
    for (let j = 0; j < PLACE_KEY.length; j++) out[at++] = PLACE_KEY[j]!;
    for (let j = 0; j < place.length; j++) out[at++] = place[j]!;
    if (!isObject) {
      out[at++] = CLOSE_OBJECT;
      out[at++] = LINE_FEED;
    }
    this.at = at;
  }

  byte(c: number): void {
    this.room(1);
    this.out[this.at++] = c;
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

  constructor(chunkBytes: number) {
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
    if (!this.isAfterItemStart && b[k] !== CLOSE_OBJECT) this.copy.byte(COMMA);
  }

  private endItem(b: Buffer, i: number): void {
    this.copy.copy(b, this.copyFrom, i + 1);
    this.copy.byte(LINE_FEED);
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
      if (depth === 1 && this.key === LIST_KEY && c === OPEN_ARRAY && !this.parts.hasList) {
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
