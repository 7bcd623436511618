import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestApp } from '../../../../test/support/test-app.js';
import { up } from './2026-11-26-0010-plan-descriptions-name-no-modules.js';

const OLD_MONTHLY_ZH =
  '<ul><li>包含 ASIN 分析、市场分析、侵权风险分析与 AI Listing</li><li>赠送 <strong>100</strong> 算力</li><li>有效期 1 个月，续费时长叠加</li></ul>';

describeEachEngine('plan descriptions of installs seeded before', (engine) => {
  const t = useTestApp(engine);

  it('replaces a description still as first shipped, and keeps one an operator edited', async () => {
    const db = t.app.context.db;
    const seeded = await db
      .selectFrom('plans')
      .select(['id', 'description_zh'])
      .where('id', 'in', [1, 2])
      .execute();
    await db.updateTable('plans').set({ description_zh: OLD_MONTHLY_ZH }).where('id', '=', 1).execute();
    await db
      .updateTable('plans')
      .set({ description_zh: '<p>运营者自己写的</p>' })
      .where('id', '=', 2)
      .execute();
    await up(db as unknown as Kysely<unknown>);
    const after = await db
      .selectFrom('plans')
      .select(['id', 'description_zh'])
      .where('id', 'in', [1, 2])
      .orderBy('id')
      .execute();
    expect(after[0]!.description_zh).toBe(seeded.find((p) => p.id === 1)!.description_zh);
    expect(after[0]!.description_zh).not.toContain('ASIN 分析');
    expect(after[1]!.description_zh).toBe('<p>运营者自己写的</p>');
  });
});
