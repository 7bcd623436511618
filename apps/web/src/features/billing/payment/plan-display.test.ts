import type { Plan } from '@asinasin/contract';
import { describe, expect, it } from 'vitest';
import { formatPrice, pickPlan, planTitle, sortPlans, timesNumber } from './plan-display';

function plan(patch: Partial<Plan>): Plan {
  return {
    id: 1,
    kind: 'power',
    tag: '算力包',
    discount: 10,
    price: 10,
    currency: 'cny',
    num: 100,
    type: { unit: 'count', unit_text: '算力' },
    data: '',
    module_names: [],
    level: 0,
    level_text: '',
    modules: [],
    power: 100,
    ...patch,
  };
}

describe('plan display rules (SPEC §3)', () => {
  it('sorts by ascending sale price, ties by id, without touching the list it was given', () => {
    const given = [
      plan({ id: 3, discount: 45 }),
      plan({ id: 2, discount: 10 }),
      plan({ id: 1, discount: 10 }),
    ];
    expect(sortPlans(given).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(given.map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('appends the count to the tag of a count plan with num > 1 only', () => {
    expect(planTitle(plan({ num: 500 }))).toBe('算力包 500');
    expect(planTitle(plan({ num: 1 }))).toBe('算力包');
    const quarterly = plan({ tag: '季度会员', num: 3, type: { unit: 'month', unit_text: '月' } });
    expect(planTitle(quarterly)).toBe('季度会员');
  });

  it('reads chosen id 0 as the first plan, and a plan no longer listed as the first too', () => {
    const plans = [plan({ id: 101 }), plan({ id: 102 })];
    expect(pickPlan(plans, 0)?.id).toBe(101);
    expect(pickPlan(plans, 102)?.id).toBe(102);
    expect(pickPlan(plans, 999)?.id).toBe(101);
    expect(pickPlan([], 0)).toBeUndefined();
  });

  it('shows ¥ for cny and $ for anything else, decimals only when there are some', () => {
    expect(formatPrice('cny', 45)).toBe('¥45');
    expect(formatPrice('usd', 9.9)).toBe('$9.90');
    expect(formatPrice('eur', 1)).toBe('$1');
  });

  it('multiplies prices by the number bought without floating-point drift', () => {
    expect(timesNumber(45.1, 3)).toBe(135.3);
    expect(timesNumber(0.1, 3)).toBe(0.3);
  });
});
