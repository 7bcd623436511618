import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasSharedData, SHARED_DATA } from '../../../test/support/shared-data.js';
import { describeDrawing, describeQuery, similarity } from './drawing-descriptor.js';

/*
 * Recall of the image index on the shared drawings (docs/data/design-patents.md): a cropped,
 * rotated, rescaled or re-encoded drawing must find its original. The index holds the first 90
 * drawings by number (neighbours there are often near-identical designs: shoe uppers, tire treads)
 * and every third is queried, to keep the run within a loaded 2-core machine's minutes.
 */
const DIR = path.join(SHARED_DATA, 'design_patents', 'us_design_2007_images');

const VARIANTS: Record<string, (image: Buffer) => Promise<Buffer>> = {
  cropped: (image) => sharp(image).extract({ left: 40, top: 40, width: 432, height: 432 }).png().toBuffer(),
  rotated: (image) => sharp(image).rotate(90).png().toBuffer(),
  rescaled: (image) => sharp(image).resize(200).png().toBuffer(),
  reEncoded: (image) => sharp(image).jpeg({ quality: 40 }).toBuffer(),
};

describe.skipIf(!hasSharedData)('drawing index recall', () => {
  it(
    'finds a changed drawing among its neighbours: recall@1 and recall@5 per change',
    { timeout: 1_800_000 },
    async () => {
      const files = fs.readdirSync(DIR).sort().slice(0, 90);
      const index = [];
      for (const file of files)
        index.push({
          file,
          descriptor: (await describeDrawing(fs.readFileSync(path.join(DIR, file)))).descriptor,
        });
      const queried = files.filter((_, i) => i % 3 === 0);
      const recall: Record<string, { at1: number; at5: number }> = {};
      for (const [name, change] of Object.entries(VARIANTS)) {
        let at1 = 0;
        let at5 = 0;
        for (const file of queried) {
          const query = await describeQuery(await change(fs.readFileSync(path.join(DIR, file))));
          const ranked = index
            .map((entry) => ({
              file: entry.file,
              score: Math.max(...query.descriptors.map((d) => similarity(d, entry.descriptor))),
            }))
            .sort((a, b) => b.score - a.score);
          const rank = ranked.findIndex((entry) => entry.file === file);
          if (rank === 0) at1++;
          if (rank >= 0 && rank < 5) at5++;
        }
        recall[name] = { at1: at1 / queried.length, at5: at5 / queried.length };
      }
      console.log(
        `drawing recall over ${queried.length} queries in ${files.length} drawings:`,
        JSON.stringify(recall),
      );
      for (const { at1, at5 } of Object.values(recall)) {
        expect(at1).toBeGreaterThanOrEqual(0.8);
        expect(at5).toBeGreaterThanOrEqual(0.9);
      }
    },
  );
});
