import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);
/** Where the test leaves each PDF's first page as a PNG, to be looked at (docs/reports.md). */
const pngDir = path.join(os.tmpdir(), 'asinasin-report-pdf');

/** The words pdftotext reads, the page count pdfinfo reads, page 1 as a PNG (pdftoppm). */
export async function readPdf(pdf: Buffer, name: string) {
  fs.mkdirSync(pngDir, { recursive: true });
  const file = path.join(pngDir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
  const pages = Number(/Pages:\s+(\d+)/.exec((await run('pdfinfo', [file])).stdout)?.[1]);
  await run('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    path.join(pngDir, name),
  ]);
  const png = path.join(pngDir, `${name}.png`);
  const { channels } = await sharp(png).stats();
  return { text, pages, inkDeviation: channels[0]!.stdev };
}
