import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Db } from '../../platform/db/database.js';
import type { PlanRow, PlanUpdate } from '../../platform/db/schema.js';
import { formatMajor, majorNumberToMinor } from '../../platform/payments/money.js';
import { planFileEntry, planRow } from './plans-file.js';
import { findPlan, insertPlans, listAllPlans, listModules, updatePlan } from './plans.repository.js';
import { sanitizeDescription } from './sanitize-description.js';

export const PLANS_USAGE = `usage: npm run plans -- <command>
  list [--json]                     every plan, retired ones marked
  create <plan.json>                one plan written like an entry of data/plans/plans.json
  edit <id> [--discount 89] [--price 99] [--tag-zh …] [--tag-en …]
            [--description-zh …] [--description-en …] [--power 100]
  retire <id>                       no longer sold; stays on the orders that bought it
  unretire <id>`;

export class UsageError extends Error {}

type Print = (line: string) => void;

function describePlan(plan: PlanRow): string {
  const unit = plan.unit === 'count' ? 'power' : `${plan.unit}(s)`;
  const state = plan.retired_at === null ? '' : '  [retired]';
  return `${plan.id}\t${plan.kind}\t${plan.tag_zh} / ${plan.tag_en}\t${formatMajor(plan.discount)} (was ${formatMajor(plan.price)}) ${plan.currency}\t${plan.num} ${unit}${state}`;
}

function toMinor(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const minor = majorNumberToMinor(Number(value));
  if (minor === undefined)
    throw new UsageError(`--${flag} ${value} is not an amount with at most two decimals`);
  return minor;
}

function planId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new UsageError(`${value ?? '(none)'} is not a plan id; ${PLANS_USAGE}`);
  return id;
}

/** Warns when the allow-list would change a description: what sellers see differs from what was typed. */
function warnIfSanitized(print: Print, label: string, html: string | undefined) {
  if (html !== undefined && sanitizeDescription(html) !== html) {
    print(`note: ${label} contains HTML outside the allow-list; sellers see: ${sanitizeDescription(html)}`);
  }
}

async function createPlan(db: Db, file: string | undefined, print: Print, now: number): Promise<number> {
  if (!file) throw new UsageError(`create needs a file; ${PLANS_USAGE}`);
  const raw = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
  const existing = await listAllPlans(db);
  const id = raw.id ?? Math.max(0, ...existing.map((p) => p.id)) + 1;
  const parsed = planFileEntry.safeParse({ ...raw, id });
  if (!parsed.success) {
    throw new UsageError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  if (existing.some((p) => p.id === parsed.data.id))
    throw new UsageError(`plan ${parsed.data.id} exists: use edit`);
  const moduleIds = new Map((await listModules(db)).map((m) => [m.key, m.id]));
  let row;
  try {
    row = planRow(parsed.data, moduleIds, now);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  warnIfSanitized(print, 'description.zh-CN', row.description_zh);
  warnIfSanitized(print, 'description.en-US', row.description_en);
  await insertPlans(db, [row]);
  print(`created ${describePlan((await findPlan(db, row.id))!)}`);
  return 0;
}

async function editPlan(db: Db, args: string[], print: Print, now: number): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: Object.fromEntries(
      ['discount', 'price', 'tag-zh', 'tag-en', 'description-zh', 'description-en', 'power'].map((name) => [
        name,
        { type: 'string' as const },
      ]),
    ),
  });
  const plan = await findPlan(db, planId(positionals[0]));
  if (!plan) throw new UsageError(`there is no plan ${positionals[0]}`);
  const patch: PlanUpdate = { updated_at: now };
  const discount = toMinor('discount', values.discount as string | undefined);
  const price = toMinor('price', values.price as string | undefined);
  const power = toMinor('power', values.power as string | undefined);
  if (discount !== undefined) patch.discount = discount;
  if (price !== undefined) patch.price = price;
  if ((discount ?? plan.discount) > (price ?? plan.price)) {
    throw new UsageError('the sale price (discount) would be above the original price');
  }
  if (power !== undefined) {
    if (plan.kind === 'power')
      throw new UsageError("a power plan credits its num; edit a membership's bonus power");
    patch.power = power;
  }
  const text = (name: string) => (values[name] as string | undefined)?.trim() || undefined;
  if (text('tag-zh')) patch.tag_zh = text('tag-zh');
  if (text('tag-en')) patch.tag_en = text('tag-en');
  if (values['description-zh'] !== undefined) patch.description_zh = values['description-zh'] as string;
  if (values['description-en'] !== undefined) patch.description_en = values['description-en'] as string;
  warnIfSanitized(print, 'description-zh', patch.description_zh);
  warnIfSanitized(print, 'description-en', patch.description_en);
  if (Object.keys(patch).length === 1) throw new UsageError(`nothing to change; ${PLANS_USAGE}`);
  await updatePlan(db, plan.id, patch);
  print(`edited ${describePlan((await findPlan(db, plan.id))!)} (orders already made keep what they bought)`);
  return 0;
}

/** The admin command for plans; returns the exit code. */
export async function runPlansCommand(
  db: Db,
  args: string[],
  print: Print,
  now = Date.now(),
): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'list': {
      const plans = await listAllPlans(db);
      if (rest.includes('--json')) print(JSON.stringify(plans));
      else for (const plan of plans) print(describePlan(plan));
      return 0;
    }
    case 'create':
      return createPlan(db, rest[0], print, now);
    case 'edit':
      return editPlan(db, rest, print, now);
    case 'retire':
    case 'unretire': {
      const id = planId(rest[0]);
      const retiredAt = command === 'retire' ? now : null;
      if (!(await updatePlan(db, id, { retired_at: retiredAt, updated_at: now }))) {
        throw new UsageError(`there is no plan ${id}`);
      }
      print(
        `${command === 'retire' ? 'retired' : 'on sale again:'} ${describePlan((await findPlan(db, id))!)}`,
      );
      return 0;
    }
    default:
      throw new UsageError(`unknown command ${command ?? '(none)'}\n${PLANS_USAGE}`);
  }
}
