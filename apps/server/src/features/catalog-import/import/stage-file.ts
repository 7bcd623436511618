import fs from 'node:fs';
import path from 'node:path';

/** Bytes gathered before a write: few system calls, little memory. */
const FLUSH_CHARS = 1024 * 1024;

/**
 * Checked rows on their way to the catalog: the worker that checks a file writes them as
 * newline-delimited JSON, one object a row keyed by the stage table's columns, and DuckDB reads
 * them on its own threads (stage-table.ts). The main thread never touches the rows one by one.
 */
export class StageFile {
  readonly path: string;
  private readonly fd: number;
  private pending: string[] = [];
  private pendingChars = 0;
  count = 0;

  constructor(dir: string, name: string) {
    this.path = path.join(dir, `${name}.ndjson`);
    this.fd = fs.openSync(this.path, 'w');
  }

  /** A row as an object, or as its JSON text already (a hot path may build it faster itself). */
  add(row: Record<string, unknown> | string): void {
    const line = `${typeof row === 'string' ? row : JSON.stringify(row)}\n`;
    this.pending.push(line);
    this.pendingChars += line.length;
    this.count++;
    if (this.pendingChars >= FLUSH_CHARS) this.flush();
  }

  private flush(): void {
    if (this.pending.length > 0) fs.writeSync(this.fd, this.pending.join(''));
    this.pending = [];
    this.pendingChars = 0;
  }

  /** Writes what is left and closes the file; its path is what the main thread is given. */
  close(): string {
    this.flush();
    fs.closeSync(this.fd);
    return this.path;
  }
}

/** Writes every item of a list, as a row, to a new stage file and closes it. */
export function writeStage<T extends object>(
  dir: string,
  name: string,
  items: Iterable<T>,
  toRow: (item: T) => Record<string, unknown> | string = (item) => item as Record<string, unknown>,
): string {
  const file = new StageFile(dir, name);
  for (const item of items) file.add(toRow(item));
  return file.close();
}
