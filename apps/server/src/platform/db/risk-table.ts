import type { Generated, Selectable } from 'kysely';
import type { Millis } from './schema.js';

/** A seller's infringement-risk analysis (docs/risk.md); content is JSON (the contract's riskContentSchema). */
export interface RiskAnalysesTable {
  id: Generated<number>;
  user_id: number;
  marketplace: string;
  asin: string | null;
  title: string | null;
  brand: string | null;
  /** the analysed image's file key, when one was given */
  image: string | null;
  state: number;
  progress: number;
  job_id: string;
  language: string;
  level: string | null;
  content: string | null;
  failure: string | null;
  created_at: Millis;
  updated_at: Millis;
}
export type RiskAnalysisRow = Selectable<RiskAnalysesTable>;
