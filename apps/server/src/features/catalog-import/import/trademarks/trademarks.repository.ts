import type { CatalogTx } from '../../../../platform/catalog/catalog-db.js';
import { NEW_MARK_KEY } from '../../../../platform/catalog/trademark-grams.js';
import { loadStage } from '../stage-table.js';

const STAGED = [
  'id',
  'mark',
  'norm',
  'compact',
  'skeleton',
  'mark_length',
  'pinyin',
  'phonetic1',
  'phonetic2',
  'office',
  'serial_number',
  'registration_number',
  'status',
  'status_code',
  'owner',
  'classes',
  'goods_services',
  'filing_date',
  'registration_date',
  'expiry_date',
  'image_url',
];

/**
 * Writes a file's marks; a mark imported again (same office and number) takes the newer record and
 * keeps its key.
 */
export async function upsertTrademarks(
  tx: CatalogTx,
  run: { runId: number; now: Date; format: string },
  marks: string,
): Promise<void> {
  await tx.run(
    `create temp table stage_trademarks as
     select * exclude (format, run_id, updated_at, mark_key) from trademarks limit 0`,
  );
  await loadStage(tx, 'stage_trademarks', marks);
  const columns = STAGED.join(', ');
  await tx.run(
    `insert into trademarks (${columns}, format, run_id, updated_at, mark_key)
     select ${columns}, $1, $2, $3::timestamp, ${NEW_MARK_KEY} from stage_trademarks
     on conflict (id) do update set
       ${[...STAGED.slice(1), 'format', 'run_id', 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', ')}`,
    [run.format, run.runId, run.now.toISOString().replace('T', ' ').replace('Z', '')],
  );
  await tx.run('drop table stage_trademarks');
}
