import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { blobValue } from '@duckdb/node-api';
import type { CatalogDb, CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import { describeDrawing, locarnoOf, type DrawingFeatures } from '../../../../catalog/index.js';
import { FileFormatError } from '../decode-text.js';
import type { RowReason } from '../import.repository.js';
import type { ImportSource, KindResult, OnRunProgress } from '../import-types.js';
import { drawingsByNumber, filesUnder, numberKey, readDrawingTable } from './find-drawings.js';
import { readGrantXml, type GrantRecord } from './read-grant-xml.js';
import { isZip, unzipUpload } from './unzip-upload.js';

/** A grant file or a drawing table, up to this size, is read whole (ipgb weekly files are ~100 MB). */
const MAX_TEXT_BYTES = 256 * 1024 * 1024;

interface Found {
  format: string;
  records: GrantRecord[];
  images: Map<string, string>;
  /** drawings of an uploaded zip that were not sound images, by patent number: why */
  refusedDrawings?: Map<string, string>;
  /** the folder a zip was unpacked into, removed once the run has read it */
  unpacked?: string;
}

async function readOne(file: string, text: string, images: Map<string, string>): Promise<Found> {
  if (/\.xml$/i.test(file) || text.trimStart().startsWith('<')) {
    return { format: 'uspto-grant-xml', records: readGrantXml(text).grants, images };
  }
  const table = readDrawingTable(text, path.dirname(file));
  return { format: 'drawing-table', records: table.records, images: new Map([...images, ...table.images]) };
}

/** The operator's upload of grant XML (or a drawing table) with its drawings, as one zip. */
async function findInZip(zipFile: string): Promise<Found> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'asinasin-grants-'));
  try {
    const { refused } = await unzipUpload(zipFile, dir);
    const found = await findRecords({ path: dir });
    const byNumber = drawingsByNumber([...refused.keys()]);
    found.refusedDrawings = new Map(
      [...byNumber].map(([number, file]) => [number, `the drawing ${file} is ${refused.get(file)}`]),
    );
    return { ...found, unpacked: dir };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A folder holds grant XML or a drawing table and the drawings; a single file has its drawings beside it. */
async function findRecords(source: ImportSource): Promise<Found> {
  if ('bytes' in source) return readOne('upload', Buffer.from(source.bytes).toString('utf8'), new Map());
  if ((await fs.stat(source.path)).isFile() && (await isZip(source.path))) return findInZip(source.path);
  const stat = await fs.stat(source.path);
  const dir = stat.isDirectory() ? source.path : path.dirname(source.path);
  const files = stat.isDirectory()
    ? (await filesUnder(dir)).filter((f) => /\.(xml|csv)$/i.test(f))
    : [source.path];
  if (files.length === 0)
    throw new FileFormatError('the folder holds no grant XML (.xml) or drawing table (.csv)');
  const images = drawingsByNumber(await filesUnder(dir));
  const found: Found = { format: '', records: [], images };
  for (const file of files) {
    if ((await fs.stat(file)).size > MAX_TEXT_BYTES)
      throw new FileFormatError(`${path.basename(file)} is too large`);
    const one = await readOne(file, await fs.readFile(file, 'utf8'), images);
    found.format = found.format && found.format !== one.format ? 'mixed' : one.format;
    found.records.push(...one.records);
    found.images = one.images;
  }
  return found;
}

async function writeRecord(
  tx: CatalogTx,
  record: GrantRecord,
  drawing: DrawingFeatures | null,
  run: { runId: number; now: Date },
) {
  const locarno = locarnoOf(record.locarno, record.uspcClass);
  const searchText = [record.title, record.applicant, record.designer, record.agency, record.agent]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  await tx.run('delete from design_patents where patent_number = $1', [record.patentNumber]);
  await tx.run(
    `insert into design_patents values ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      record.patentNumber,
      record.title,
      locarno.locarnoClass,
      locarno.locarnoSubclass,
      record.locarnoEdition,
      locarno.mapped,
      record.uspcClass,
      record.applicationNumber,
      record.applyDate,
      record.publicationDate,
      record.applicant,
      record.designer,
      record.agency,
      record.agent,
      record.applicantAddress,
      searchText,
      run.runId,
      run.now.toISOString(),
    ],
  );
  if (!drawing) return;
  await tx.run('delete from design_patent_drawings where patent_number = $1', [record.patentNumber]);
  await tx.run('insert into design_patent_drawings values ($1, $2, $3, $4, $5)', [
    record.patentNumber,
    blobValue(drawing.png),
    drawing.phash,
    blobValue(
      new Uint8Array(drawing.descriptor.buffer, drawing.descriptor.byteOffset, drawing.descriptor.byteLength),
    ),
    run.runId,
  ]);
}

/**
 * Design patents (docs/data/design-patents.md): each grant with its drawing, described for the
 * image index as it is imported. A grant whose drawing cannot be read is refused with the reason;
 * a grant with no drawing file is kept (searchable by text) and told.
 */
export async function importDesignPatents(
  catalog: CatalogDb,
  source: ImportSource,
  run: { runId: number; now: Date },
  onProgress: OnRunProgress,
): Promise<KindResult> {
  const found = await findRecords(source);
  try {
    return await importFound(catalog, found, run, onProgress);
  } finally {
    if (found.unpacked) await fs.rm(found.unpacked, { recursive: true, force: true });
  }
}

async function importFound(
  catalog: CatalogDb,
  found: Found,
  run: { runId: number; now: Date },
  onProgress: OnRunProgress,
): Promise<KindResult> {
  if (found.records.length === 0)
    throw new FileFormatError('no design grant (kind S with a Locarno class) in the file');
  const reasons: RowReason[] = [];
  const accepted: { record: GrantRecord; drawing: DrawingFeatures | null }[] = [];
  for (const [i, record] of found.records.entries()) {
    const line = i + 1;
    if (!/^(US)?D\d+$/i.test(record.patentNumber) || record.title === '') {
      reasons.push({
        line,
        reason: `${record.patentNumber || 'no number'}: not a design patent number or no title`,
      });
      continue;
    }
    const refusedDrawing = found.refusedDrawings?.get(numberKey(record.patentNumber));
    if (refusedDrawing) {
      reasons.push({ line, reason: `${record.patentNumber}: ${refusedDrawing}` });
      continue;
    }
    const named = found.images.get(numberKey(record.patentNumber));
    // A drawing the table names but the folder lacks: the grant is kept, searchable by text.
    const image = named && (await fs.stat(named).catch(() => null))?.isFile() ? named : undefined;
    let drawing: DrawingFeatures | null = null;
    if (image) {
      try {
        drawing = await describeDrawing(await fs.readFile(image));
      } catch (error) {
        reasons.push({
          line,
          reason: `${record.patentNumber}: the drawing ${path.basename(image)} is not a readable image (${(error as Error).message.slice(0, 80)})`,
        });
        continue;
      }
    }
    accepted.push({ record, drawing });
    onProgress({ phase: 'checking', read: line, accepted: accepted.length, rejected: reasons.length });
  }
  onProgress({
    phase: 'writing',
    read: found.records.length,
    accepted: accepted.length,
    rejected: reasons.length,
  });
  await catalog.transaction(async (tx) => {
    for (const { record, drawing } of accepted) await writeRecord(tx, record, drawing, run);
  });
  return {
    format: found.format,
    read: found.records.length,
    accepted: accepted.length,
    rejected: reasons.length,
    reasons,
  };
}
