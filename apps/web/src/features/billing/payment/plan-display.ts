import { currencySymbol, type Plan } from '@asinasin/contract';

/** SPEC §3: plans are listed by ascending sale price (ties by id, as the server does). */
export function sortPlans(plans: readonly Plan[]): Plan[] {
  return [...plans].sort((a, b) => a.discount - b.discount || a.id - b.id);
}

/** SPEC §3: a count plan with num > 1 shows its tag with the count appended. */
export function planTitle(plan: Pick<Plan, 'tag' | 'num' | 'type'>): string {
  return plan.type.unit === 'count' && plan.num > 1 ? `${plan.tag} ${plan.num}` : plan.tag;
}

/**
 * SPEC §3: chosen id 0 means the first plan. A chosen plan that is no longer listed (retired
 * while the dialog was open) also falls back to the first, never to nothing.
 */
export function pickPlan(plans: readonly Plan[], chosenId: number): Plan | undefined {
  if (chosenId !== 0) {
    const chosen = plans.find((plan) => plan.id === chosenId);
    if (chosen) return chosen;
  }
  return plans[0];
}

/** A price: ¥ for cny, $ otherwise (SPEC §3, §9); whole amounts without decimals. */
export function formatPrice(currency: string, amount: number): string {
  const value = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `${currencySymbol(currency)}${value}`;
}

/** Multiplies a major-unit price without floating-point drift (45.1 × 3 = 135.3, not 135.29999). */
export function timesNumber(amount: number, number: number): number {
  return Math.round(amount * 100 * number) / 100;
}
