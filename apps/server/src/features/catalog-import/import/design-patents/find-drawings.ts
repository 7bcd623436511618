import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { FileFormatError } from '../decode-text.js';
import type { GrantRecord } from './read-grant-xml.js';

const IMAGE = /\.(png|jpe?g|tiff?)$/i;

/** Every file under a folder (two levels: a grant file and its drawings' folder beside it). */
export async function filesUnder(dir: string, depth = 2): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && depth > 0) found.push(...(await filesUnder(full, depth - 1)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

/**
 * The drawing of each patent among the image files: a file whose name starts with the number
 * (USD0967598.png, USD0967598-20221025-D00001.TIF), with or without the "US" and the zero padding.
 * The first sheet (sorted by name) is the one kept.
 */
export function drawingsByNumber(files: string[]): Map<string, string> {
  const byNumber = new Map<string, string>();
  for (const file of files.filter((f) => IMAGE.test(f))) {
    const match = path.basename(file).match(/^(?:US)?D0*(\d+)/i);
    if (match && !byNumber.has(match[1]!)) byNumber.set(match[1]!, file);
  }
  return byNumber;
}

export const numberKey = (patentNumber: string) => patentNumber.replace(/^(?:US)?D0*/i, '');

/**
 * The shared drawing set's table: patent_number, uspc_design_class, title, image_file (relative to
 * the table). USPC classes only: the Locarno class is mapped from them.
 */
export function readDrawingTable(
  csv: string,
  dir: string,
): { records: GrantRecord[]; images: Map<string, string> } {
  const rows = parse(csv, { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  const header = Object.keys(rows[0] ?? {});
  if (!header.includes('patent_number') || !header.includes('title')) {
    throw new FileFormatError(
      'the table is not a design-patent list: expected columns patent_number and title',
    );
  }
  const images = new Map<string, string>();
  const records = rows.map((row): GrantRecord => {
    const number = row.patent_number!.trim();
    if (row.image_file) images.set(numberKey(number), path.resolve(dir, row.image_file));
    return {
      patentNumber: number,
      title: row.title?.trim() ?? '',
      locarno: null,
      locarnoEdition: null,
      uspcClass: row.uspc_design_class?.trim() || null,
      applicationNumber: null,
      applyDate: null,
      publicationDate: null,
      applicant: null,
      designer: null,
      agency: null,
      agent: null,
      applicantAddress: null,
    };
  });
  return { records, images };
}
