import {
  abaBrowseQuery,
  abaOpportunitiesQuery,
  type AbaImportedPeriod,
  type AbaPeriod,
  type TermsScope,
} from '@asinasin/contract';
import { scopeOf } from '../../../components/data-scope';
import { intParam, marketplaceOf, numberIn } from '../../../lib/url-codec';

/**
 * The ABA screens keep their choices in the address bar, so a view can be bookmarked and shared:
 * `?marketplace=US&scope=mine&department=Amazon.com&period=2024-06-09_2024-06-15&term=garlic&rankMax=100000&page=2`.
 * Values the URL gets wrong are ignored (the default is used), never sent to the server.
 */

/** The department Amazon's all-store report uses; chosen first when a marketplace has it. */
const ALL_DEPARTMENTS = /^amazon\./i;

export const periodKey = (period: AbaPeriod) => `${period.start}_${period.end}`;

export function parsePeriod(text: string | null): AbaPeriod | undefined {
  const match = text ? /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})$/.exec(text) : null;
  return match && match[1]! <= match[2]! ? { start: match[1]!, end: match[2]! } : undefined;
}

export function readMarketplace(params: URLSearchParams): string {
  return marketplaceOf(params.get('marketplace'));
}

/** The Data switch (decisions/0044): `?scope=mine` or `shared`; anything else reads as "all". */
export function readScope(params: URLSearchParams): TermsScope {
  return scopeOf(params.get('scope'));
}

const fields = abaBrowseQuery.shape;

/** A rank bound of the URL, as the contract takes it (a whole number from 1), or undefined. */
export function readInt(params: URLSearchParams, name: 'rankMin' | 'rankMax'): number | undefined {
  return intParam(params, name, fields.rankMin);
}

/** A per cent in the URL (30 = 30 %) as the fraction the calls take, when the contract takes it. */
export function readPercent(params: URLSearchParams, name: string): number | undefined {
  const text = params.get(name);
  if (text === null || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  return numberIn(abaOpportunitiesQuery.shape.maxClickConcentration, Math.round(Number(text) * 1e4) / 1e6);
}

export function readChoice<T extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const value = params.get(name);
  return (choices as readonly (string | null)[]).includes(value) ? (value as T) : fallback;
}

export function readPaging(params: URLSearchParams) {
  return { page: intParam(params, 'page', fields.page, 1), size: intParam(params, 'size', fields.size, 50) };
}

/** The report a screen shows: the one the URL names when imported, else the latest of the usual department. */
export interface ResolvedReport {
  marketplace: string;
  /** whose rows: the shared catalog, the seller's own account's, or both */
  scope: TermsScope;
  department: string;
  period: AbaPeriod;
  imported: AbaImportedPeriod;
  /** the department's periods, latest first */
  periods: AbaImportedPeriod[];
  departments: string[];
}

export function resolveReport(params: URLSearchParams, imported: AbaImportedPeriod[]): ResolvedReport | null {
  if (imported.length === 0) return null;
  const departments = [...new Set(imported.map((p) => p.department))].sort((a, b) => a.localeCompare(b));
  const asked = params.get('department');
  const department =
    asked && departments.includes(asked)
      ? asked
      : (departments.find((d) => ALL_DEPARTMENTS.test(d)) ?? imported[0]!.department);
  const periods = imported.filter((p) => p.department === department);
  const wanted = parsePeriod(params.get('period'));
  const chosen =
    (wanted && periods.find((p) => p.start === wanted.start && p.end === wanted.end)) ?? periods[0]!;
  return {
    marketplace: readMarketplace(params),
    scope: readScope(params),
    department,
    period: { start: chosen.start, end: chosen.end },
    imported: chosen,
    periods,
    departments,
  };
}

/** The earlier period to compare with: the one the URL names, else the one just before `report`'s. */
export function resolveEarlier(params: URLSearchParams, report: ResolvedReport): AbaImportedPeriod | null {
  const earlier = report.periods.filter((p) => p.start < report.period.start);
  const wanted = parsePeriod(params.get('from'));
  return (
    (wanted && earlier.find((p) => p.start === wanted.start && p.end === wanted.end)) ?? earlier[0] ?? null
  );
}

/**
 * The URL with some values changed: undefined or '' removes one. Changing anything but the page
 * goes back to page 1.
 */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | undefined>) {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** Terms filters as typed: a rank range must run from low to high. */
export function rankRangeError(rankMin: number | undefined, rankMax: number | undefined): boolean {
  return rankMin !== undefined && rankMax !== undefined && rankMin > rankMax;
}

/** The order the URL names, or undefined for the screen's default. */
export function readOrder(params: URLSearchParams): 'asc' | 'desc' | undefined {
  const order = params.get('order');
  return order === 'asc' || order === 'desc' ? order : undefined;
}
