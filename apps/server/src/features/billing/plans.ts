import { builtModuleKeys, type BillableModule, type Language, type Plan } from '@asinasin/contract';
import type { Db } from '../../platform/db/database.js';
import type { ModuleRow, PlanRow } from '../../platform/db/schema.js';
import { toMajor } from '../../platform/payments/money.js';
import { readModulesFile, readPlansFile, planRow } from './plans-file.js';
import { countPlans, insertPlans, listModules, upsertModules } from './plans.repository.js';
import { sanitizeDescription } from './sanitize-description.js';

/**
 * Brings the store in line with data/plans: the modules file is written at every start; plans
 * are seeded once, into a store that has none, and managed by `npm run plans` afterwards (they
 * have orders pointing at them). Safe to run from several processes at once.
 */
export async function syncPlans(db: Db, folder: string, now = Date.now()): Promise<void> {
  const modules = await readModulesFile(folder);
  await upsertModules(
    db,
    modules.map((m) => ({ ...m, updated_at: now })),
  );
  if ((await countPlans(db)) > 0) return;
  const moduleIds = new Map(modules.map((m) => [m.key, m.id]));
  const plans = await readPlansFile(folder);
  await insertPlans(
    db,
    plans.map((p) => planRow(p, moduleIds, now)),
  );
}

const isEnglish = (lang: Language) => lang === 'en-US';

export function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function planTag(plan: Pick<PlanRow, 'tag_zh' | 'tag_en'>, lang: Language): string {
  return isEnglish(lang) ? plan.tag_en : plan.tag_zh;
}

/**
 * A plan as SPEC §3 shows it; the description through the allow-list on the way out. Its modules
 * are those it includes whose tool is built, so a plan never sells a screen that says "not open
 * yet", and a module built later appears without editing the plan.
 */
export function toPlanView(plan: PlanRow, lang: Language, modules: readonly ModuleRow[]): Plan {
  const en = isEnglish(lang);
  const built = builtModuleKeys();
  const included = new Set(parseIds(plan.modules));
  const offered = modules.filter((m) => included.has(m.id) && built.has(m.key));
  return {
    id: plan.id,
    kind: plan.kind,
    tag: planTag(plan, lang),
    discount: toMajor(plan.discount),
    price: toMajor(plan.price),
    currency: plan.currency,
    num: plan.num,
    type: { unit: plan.unit, unit_text: en ? plan.unit_text_en : plan.unit_text_zh },
    data: sanitizeDescription(en ? plan.description_en : plan.description_zh),
    level: plan.level,
    level_text: en ? plan.level_text_en : plan.level_text_zh,
    modules: offered.map((m) => m.id),
    module_names: offered.map((m) => (en ? m.name_en : m.name_zh)),
    power: plan.power / 100,
  };
}

export function toModuleView(module: ModuleRow, lang: Language): BillableModule {
  return {
    key: module.key,
    id: module.id,
    path: module.path,
    value: isEnglish(lang) ? module.name_en : module.name_zh,
    name_zh: module.name_zh,
    name_en: module.name_en,
    cost: module.cost / 100,
  };
}

export async function listModuleViews(db: Db, lang: Language): Promise<BillableModule[]> {
  return (await listModules(db)).map((m) => toModuleView(m, lang));
}
