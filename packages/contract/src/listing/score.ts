import type { CoverageMap } from './coverage.js';
import type { Finding, Severity } from './findings.js';

/** Points a finding costs: an error can get a listing suppressed, a warning needs a look. */
const PENALTY: Record<Severity, number> = { error: 15, warning: 5, info: 1 };
/** Keyword coverage is worth this much of the 100 points. */
const COVERAGE_POINTS = 20;

/**
 * A listing's score, 0…100: 100 minus the findings' penalties and the share of keywords it misses.
 * It passes only with no error, whatever the score.
 */
export function scoreListing(
  findings: readonly Finding[],
  coverage: CoverageMap,
): { score: number; passes: boolean } {
  const penalty = findings.reduce((sum, f) => sum + PENALTY[f.severity], 0);
  const missed = Math.round((1 - coverage.ratio) * COVERAGE_POINTS);
  return {
    score: Math.max(0, Math.min(100, 100 - penalty - missed)),
    passes: !findings.some((f) => f.severity === 'error'),
  };
}
