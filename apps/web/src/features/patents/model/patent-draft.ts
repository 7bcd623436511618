import type { Dayjs } from 'dayjs';
import type { PatentQuery } from '../api/patents-api';

/** The search form's values: the SPEC §3 draft as the form holds it. */
export interface PatentDraft {
  title?: string;
  image?: string;
  applyer?: string;
  applyDate?: [Dayjs | null, Dayjs | null] | null;
  pudId?: string;
  locLarge?: string;
  locSmall?: string;
  patentNumber?: string;
  designer?: string;
  agency?: string;
  agent?: string;
  applyerAddr?: string;
}

const TEXT_FIELDS = [
  'title',
  'applyer',
  'pudId',
  'locLarge',
  'locSmall',
  'patentNumber',
  'designer',
  'agency',
  'agent',
  'applyerAddr',
] as const;

/** The request body of a draft (blank fields left out), or null when nothing was asked for. */
export function searchBodyOf(draft: PatentDraft, size = 10): PatentQuery | null {
  const body: PatentQuery = { type: 1, page: 1, size };
  for (const key of TEXT_FIELDS) {
    const value = draft[key]?.trim();
    if (value) body[key] = value;
  }
  if (draft.image) body.image = draft.image;
  const dates: string[] = [];
  for (const day of draft.applyDate ?? []) if (day) dates.push(day.format('YYYY-MM-DD'));
  if (dates.length) body.applyDate = dates;
  const asked = Object.keys(body).some((key) => !['type', 'page', 'size'].includes(key));
  return asked ? body : null;
}
