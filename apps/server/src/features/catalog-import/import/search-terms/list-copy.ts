/** The column the copy's items carry their place in (1 = the list's first element). */
export const PLACE_COLUMN = 'asinasin_place';

const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const LINE_FEED = 0x0a;
const ZERO = 0x30;
const ONE = 0x31;
const NINE = 0x39;
const PLACE_KEY = Buffer.from(`{"${PLACE_COLUMN}":`);
/** Room in a buffer for the places written beside the items of a chunk (more is allocated when due). */
const SLACK_BYTES = 64 * 1024;

/**
 * The list's copy, written as newline-delimited JSON: one item a line (DuckDB reads such a file
 * in parallel, a JSON array with one thread), its place first as `"asinasin_place": N`. The
 * buffers it fills are the caller's to write before the next chunk but one.
 */
export class ListCopy {
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

  /** Between the place and an item's first member. */
  comma(): void {
    this.room(1);
    this.out[this.at++] = COMMA;
  }

  /** After an item. */
  endLine(): void {
    this.room(1);
    this.out[this.at++] = LINE_FEED;
  }
}
