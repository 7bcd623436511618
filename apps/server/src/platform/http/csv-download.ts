import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** A column of a CSV download: the row's key and the header the seller reads. */
export interface CsvColumn<Row> {
  key: keyof Row & string;
  header: string;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab/return before them) as a formula: a
 * product title from outside could call out of the seller's spreadsheet. Such text gets a leading
 * apostrophe (OWASP "CSV injection"); numbers are left as numbers.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * Streams rows as a CSV file download: UTF-8 with a byte-order mark (so Excel reads Chinese and
 * other non-ASCII text right), a header line, one line per row as the rows arrive, never the whole
 * answer in memory. `fileName` should be ASCII-safe; it is also sent RFC 5987-encoded.
 */
export async function sendCsv<Row extends object>(
  reply: FastifyReply,
  fileName: string,
  columns: CsvColumn<Row>[],
  chunks: AsyncIterable<Row[]>,
): Promise<FastifyReply> {
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    cast: {
      string: neutraliseFormula,
      boolean: (value) => (value ? 'true' : 'false'),
      date: (value) => value.toISOString(),
    },
  });
  const rows = Readable.from(
    (async function* () {
      for await (const chunk of chunks) yield* chunk;
    })(),
  );
  void pipeline(rows, csv).catch((error: unknown) => {
    // Headers are gone by then: the download ends short, and the log says why.
    reply.log.error({ err: error }, 'CSV download failed while streaming');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(csv);
}
