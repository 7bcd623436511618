import fs from 'node:fs';
import { once } from 'node:events';

const HEADER =
  'marketplace,asin,title,brand,category_path,price,currency,rating,rating_count,bsr,bsr_category,' +
  'seller_count,fulfilment,length_cm,width_cm,height_cm,weight_g,is_best_seller,date_first_available';

/** A valid ASIN for row `n`: "B0" and the number in base 36, padded to 8. */
const asinOf = (n: number) => `B0${n.toString(36).toUpperCase().padStart(8, '0')}`;

/**
 * A canonical products CSV of about `megabytes` MB, written as a stream (no test holds it whole).
 * Every `badEvery`th row has an ASIN that is not one, so the run has refused rows sharing a reason.
 */
export async function writeLargeProductsCsv(
  file: string,
  options: { megabytes: number; badEvery?: number },
): Promise<{ rows: number; bad: number; bytes: number }> {
  const out = fs.createWriteStream(file);
  const target = options.megabytes * 1024 * 1024;
  const badEvery = options.badEvery ?? 1000;
  let bytes = 0;
  let rows = 0;
  let bad = 0;
  const write = async (line: string) => {
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(`${HEADER}\n`);
  while (bytes < target) {
    rows++;
    const isBad = rows % badEvery === 0;
    if (isBad) bad++;
    const asin = isBad ? `BAD${rows}` : asinOf(rows);
    const title = `"Stainless steel garlic press ${rows}, rust-proof, dishwasher safe, with cleaning brush"`;
    await write(
      `US,${asin},${title},Brand ${rows % 500},Home & Kitchen > Kitchen Utensils > Garlic Presses,` +
        `${(rows % 9000) / 100 + 5},USD,${(rows % 50) / 10},${rows % 20000},${rows},Home & Kitchen,` +
        `${rows % 12},FBA,20.5,8.2,4.1,${250 + (rows % 300)},${rows % 7 === 0},2021-03-0${(rows % 9) + 1}\n`,
    );
  }
  out.end();
  await once(out, 'finish');
  return { rows, bad, bytes };
}
