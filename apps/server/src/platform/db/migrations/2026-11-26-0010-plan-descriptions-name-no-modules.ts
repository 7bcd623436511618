import { sql, type Kysely } from 'kysely';

/**
 * The seeded memberships' descriptions once named modules that were not built; the plan view now
 * lists the built modules it includes (docs/billing.md). Plans are seeded only into an empty store,
 * so installs from before keep the old words: a description still exactly as first shipped is
 * replaced, one an operator has edited is left alone.
 */
const SHIPPED: { id: number; column: 'description_zh' | 'description_en'; was: string; now: string }[] = [
  {
    id: 1,
    column: 'description_zh',
    was: '<ul><li>包含 ASIN 分析、市场分析、侵权风险分析与 AI Listing</li><li>赠送 <strong>100</strong> 算力</li><li>有效期 1 个月，续费时长叠加</li></ul>',
    now: '<ul><li>赠送 <strong>100</strong> 算力</li><li>有效期 1 个月，续费时长叠加</li></ul>',
  },
  {
    id: 1,
    column: 'description_en',
    was: '<ul><li>ASIN analysis, market analysis, risk analysis and the AI listing generator</li><li><strong>100</strong> power included</li><li>Valid for 1 month; renewals add up</li></ul>',
    now: '<ul><li><strong>100</strong> power included</li><li>Valid for 1 month; renewals add up</li></ul>',
  },
  {
    id: 2,
    column: 'description_zh',
    was: '<ul><li>包含全部分析模块与 AI Listing</li><li>赠送 <strong>350</strong> 算力</li><li>有效期 3 个月，续费时长叠加</li></ul>',
    now: '<ul><li>赠送 <strong>350</strong> 算力</li><li>有效期 3 个月，续费时长叠加</li></ul>',
  },
  {
    id: 2,
    column: 'description_en',
    was: '<ul><li>Every analysis module and the AI listing generator</li><li><strong>350</strong> power included</li><li>Valid for 3 months; renewals add up</li></ul>',
    now: '<ul><li><strong>350</strong> power included</li><li>Valid for 3 months; renewals add up</li></ul>',
  },
  {
    id: 3,
    column: 'description_zh',
    was: '<ul><li>包含全部分析模块与 AI Listing</li><li>赠送 <strong>1500</strong> 算力</li><li>有效期 1 年，续费时长叠加</li></ul>',
    now: '<ul><li>赠送 <strong>1500</strong> 算力</li><li>有效期 1 年，续费时长叠加</li></ul>',
  },
  {
    id: 3,
    column: 'description_en',
    was: '<ul><li>Every analysis module and the AI listing generator</li><li><strong>1500</strong> power included</li><li>Valid for 1 year; renewals add up</li></ul>',
    now: '<ul><li><strong>1500</strong> power included</li><li>Valid for 1 year; renewals add up</li></ul>',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { id, column, was, now } of SHIPPED) {
    await sql`update plans set ${sql.ref(column)} = ${now} where id = ${id} and ${sql.ref(column)} = ${was}`.execute(
      db,
    );
  }
}

/** The words it replaced named modules that are not built; nothing to restore. */
export async function down(): Promise<void> {}
