/**
 * Many strings as one: their text joined, and where each starts. Mining holds a period's terms and
 * ASINs so (decisions/0065): millions of small strings are millions of objects every full garbage
 * collection walks (a pause of tens of milliseconds in a seller's call); one string is one.
 */
export class PackedText {
  private constructor(
    private readonly text: string,
    private readonly starts: Int32Array,
  ) {}

  static of(values: string[]): PackedText {
    const starts = new Int32Array(values.length + 1);
    let at = 0;
    values.forEach((value, i) => {
      starts[i] = at;
      at += value.length;
    });
    starts[values.length] = at;
    return new PackedText(values.join(''), starts);
  }

  get size(): number {
    return this.starts.length - 1;
  }

  at(i: number): string {
    return this.text.slice(this.starts[i], this.starts[i + 1]);
  }

  /** The heap it holds: the text (two bytes a character at worst) and the offsets. */
  get bytes(): number {
    return this.text.length * 2 + this.starts.byteLength;
  }
}
