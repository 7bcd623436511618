import fs from 'node:fs/promises';
import path from 'node:path';
import { CURRENCIES, PLAN_KINDS, PLAN_UNITS, TRIAL_LEVEL } from '@asinasin/contract';
import { z } from 'zod';
import type { ModulesTable, PlansTable } from '../../platform/db/schema.js';
import { majorNumberToMinor } from '../../platform/payments/money.js';
import { findShippedData } from '../../platform/shipped-data.js';

/** data/plans: the editable files plans and billable modules are seeded from (docs/billing.md). */
export function findPlansFolder(): string {
  const folder = findShippedData('plans', 'plans.json');
  if (!folder) throw new Error('data/plans/plans.json is missing');
  return folder;
}

const bilingual = z.object({
  'zh-CN': z.string().trim().min(1).max(200),
  'en-US': z.string().trim().min(1).max(200),
});
const bilingualHtml = z.object({ 'zh-CN': z.string().max(20_000), 'en-US': z.string().max(20_000) });
/** major units with at most two decimals, below 1 000 000 */
const price = z
  .number()
  .min(0)
  .max(999_999.99)
  .refine((v) => majorNumberToMinor(v) !== undefined, { message: 'at most two decimals' })
  .transform((v) => majorNumberToMinor(v)!);
/** power in units with at most two decimals → hundredths */
const power = price;

export const moduleFileEntry = z.object({
  id: z.number().int().positive(),
  key: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/),
  path: z.string().startsWith('/').max(200),
  name: bilingual,
  cost: power,
});
const modulesFile = z.object({ modules: z.array(moduleFileEntry).min(1) });

export const planFileEntry = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(PLAN_KINDS),
    tag: bilingual,
    discount: price,
    price,
    currency: z.enum(CURRENCIES),
    num: z.number().int().min(1).max(100_000),
    unit: z.enum(PLAN_UNITS),
    unit_text: bilingual,
    level: z.number().int().min(0).max(100).default(0),
    level_text: bilingual.optional(),
    modules: z.array(z.string()).default([]),
    /** bonus power of a membership; a power plan credits its num */
    power: power.default(0),
    description: bilingualHtml,
    retired: z.boolean().default(false),
  })
  .superRefine((plan, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['kind'] });
    if (plan.discount > plan.price) issue('the sale price (discount) is above the original price');
    if (plan.kind === 'power' && plan.unit !== 'count') issue('a power plan counts power: unit "count"');
    if (plan.kind === 'membership') {
      if (plan.unit === 'count') issue('a membership lasts: unit day, month or year');
      if (plan.level <= TRIAL_LEVEL) issue(`a membership's level is above ${TRIAL_LEVEL} (the free trial)`);
      if (!plan.level_text) issue('a membership names its level: level_text');
    }
  });
export type PlanFileEntry = z.infer<typeof planFileEntry>;
const plansFile = z.object({ plans: z.array(planFileEntry) });

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`${file} is not valid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export async function readModulesFile(folder: string): Promise<Omit<ModulesTable, 'updated_at'>[]> {
  const { modules } = await readJson(path.join(folder, 'modules.json'), modulesFile);
  return modules.map((m) => ({
    id: m.id,
    key: m.key,
    path: m.path,
    name_zh: m['name']['zh-CN'],
    name_en: m['name']['en-US'],
    cost: m.cost,
  }));
}

export async function readPlansFile(folder: string, file = path.join(folder, 'plans.json')) {
  return (await readJson(file, plansFile)).plans;
}

/** A plan of the file as a row; module keys become ids (an unknown key is an error to fix). */
export function planRow(
  plan: PlanFileEntry,
  moduleIds: ReadonlyMap<string, number>,
  now: number,
): PlansTable {
  const modules = plan.modules.map((key) => {
    const id = moduleIds.get(key);
    if (id === undefined) throw new Error(`plan ${plan.id}: there is no module ${key}`);
    return id;
  });
  return {
    id: plan.id,
    kind: plan.kind,
    tag_zh: plan.tag['zh-CN'],
    tag_en: plan.tag['en-US'],
    description_zh: plan.description['zh-CN'],
    description_en: plan.description['en-US'],
    discount: plan.discount,
    price: plan.price,
    currency: plan.currency,
    num: plan.num,
    unit: plan.unit,
    unit_text_zh: plan.unit_text['zh-CN'],
    unit_text_en: plan.unit_text['en-US'],
    level: plan.kind === 'membership' ? plan.level : 0,
    level_text_zh: plan.level_text?.['zh-CN'] ?? '',
    level_text_en: plan.level_text?.['en-US'] ?? '',
    modules: JSON.stringify(plan.kind === 'membership' ? modules : []),
    // A power plan credits its num in whole power units: hundredths in the ledger.
    power: plan.kind === 'power' ? plan.num * 100 : plan.power,
    retired_at: plan.retired ? now : null,
    created_at: now,
    updated_at: now,
  };
}
