import fs from 'node:fs/promises';
import path from 'node:path';
import type { TrademarkRecord } from './trademark-record.js';

/** A mark whose record came with its image file: found as the record was read, described later. */
export interface MarkImageFile {
  /** the mark's catalog id (office and serial) */
  id: string;
  /** where the record is in its file, for a refusal's reason */
  line: number;
  file: string;
}

/** A mark read from one XML file, with what is needed to find its image beside it. */
export interface ReadMark {
  id: string;
  line: number;
  record: TrademarkRecord;
}

const IMAGE = /\.(png|jpe?g|tiff?)$/i;

/**
 * The image of each mark of one TSDR record file, among the files beside it (docs/data/trademarks.md,
 * "Mark images"). The file the record names (ST.96 `FileName`) wins; otherwise, for a file of one
 * record, the names TSDR's zip gives the full image: `markImage.jpg` beside `status_st66.xml`, or
 * `{serial}.png` beside `{serial}_status_st96.xml`. The thumbnail (`markThumbnailImage.*`) is never
 * taken: it is the same image, smaller.
 */
export async function markImagesBeside(xmlFile: string, marks: ReadMark[]): Promise<MarkImageFile[]> {
  if (marks.length === 0) return [];
  const dir = path.dirname(xmlFile);
  const images = (await fs.readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && IMAGE.test(entry.name))
    .map((entry) => entry.name);
  const named = (name: string | null | undefined) =>
    name ? images.find((image) => image.toLowerCase() === name.toLowerCase()) : undefined;
  const byStem = (stem: string) =>
    images.find((image) => image.replace(IMAGE, '').toLowerCase() === stem.toLowerCase());
  const found: MarkImageFile[] = [];
  for (const { id, line, record } of marks) {
    const conventional =
      marks.length === 1 ? (byStem('markImage') ?? byStem(record.serialNumber ?? '')) : undefined;
    const image = named(record.imageName) ?? (record.serialNumber ? conventional : undefined);
    if (image) found.push({ id, line, file: path.join(dir, image) });
  }
  return found;
}
