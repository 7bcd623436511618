import fsp from 'node:fs/promises';
import { ReportScanner, type ReportParts } from './report-scanner.js';

export type { ReportParts } from './report-scanner.js';
export { PLACE_COLUMN } from './list-copy.js';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const CHUNK_BYTES = 1 << 20;

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
  listKey?: string,
): Promise<ReportParts> {
  const scanner = new ReportScanner(chunkBytes, listKey);
  const input = await fsp.open(path);
  const output = await fsp.open(listFile, 'w');
  // Two buffers take turns (no garbage for every chunk): the next chunk is read and the last
  // one's copy written while this one is scanned.
  const buffers = [Buffer.allocUnsafe(chunkBytes), Buffer.allocUnsafe(chunkBytes)];
  let reading: Promise<{ bytesRead: number }> = Promise.resolve({ bytesRead: 0 });
  let writing: Promise<unknown> = Promise.resolve();
  try {
    let position = (await startsWithBom(input)) ? UTF8_BOM.length : 0;
    let turn = 0;
    reading = input.read(buffers[turn]!, 0, chunkBytes, position);
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
    // A broken report stops the scan with a read and a write still under way.
    await Promise.all([reading.catch(() => undefined), writing.catch(() => undefined)]);
    await Promise.all([input.close(), output.close()]);
  }
  return scanner.end();
}

async function startsWithBom(input: fsp.FileHandle): Promise<boolean> {
  const { buffer, bytesRead } = await input.read(Buffer.alloc(UTF8_BOM.length), 0, UTF8_BOM.length, 0);
  return bytesRead === UTF8_BOM.length && buffer.equals(UTF8_BOM);
}
