import { z } from 'zod';
import { envelopeOf } from '../envelope.js';

/**
 * A report's content: sections of figures, tables and charts, each figure with its source, each
 * gap with what is missing and how to add it (docs/reports.md). Labels are message keys the web
 * says in the seller's language; values are the catalog's, never invented.
 */
export const missingSchema = z.object({
  /** a server message key (reports.missing.*) and its parameters, said in the seller's language */
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  /** the key said in the viewer's language (filled when the report is read) */
  text: z.string().optional(),
});
export type Missing = z.infer<typeof missingSchema>;

export const figureSourceSchema = z.object({
  /** import: a file's values; amazon: Amazon-reported; estimate: the sales model; derived: computed here */
  kind: z.enum(['import', 'amazon', 'estimate', 'derived']),
  /** the import file (import), the curve (estimate) or the rule (derived), as the data names it */
  detail: z.string().nullable(),
  /** the curve or the rule in words: a server message key said in the reader's language (as `missing`) */
  note: missingSchema.optional(),
  /** the data's date: the import's or the observation's */
  date: z.string().nullable(),
});
export type FigureSource = z.infer<typeof figureSourceSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);

export const figureSchema = z.object({
  key: z.string(),
  value: cell,
  /** the estimate's band, when the value is an estimate */
  band: z.object({ low: z.number(), high: z.number() }).nullable().default(null),
  /** "share": the value is a fraction of 1, shown as a percentage */
  unit: z.enum(['share']).nullable().default(null),
  source: figureSourceSchema.nullable(),
  missing: missingSchema.nullable().default(null),
});
export type Figure = z.infer<typeof figureSchema>;

export const tableSchema = z.object({
  key: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(cell)),
  source: figureSourceSchema.nullable(),
});
export type ReportTable = z.infer<typeof tableSchema>;

export const chartSchema = z.object({
  key: z.string(),
  kind: z.enum(['line', 'bar', 'scatter']),
  /** x is a date (line), a band label (bar) or a number (scatter) */
  series: z.array(
    z.object({ name: z.string(), points: z.array(z.tuple([z.union([z.string(), z.number()]), z.number()])) }),
  ),
  source: figureSourceSchema.nullable(),
});
export type ReportChart = z.infer<typeof chartSchema>;

export const sectionSchema = z.object({
  key: z.string(),
  figures: z.array(figureSchema).default([]),
  tables: z.array(tableSchema).default([]),
  charts: z.array(chartSchema).default([]),
  /** what the catalog lacks to fill this section, and how to add it */
  missing: z.array(missingSchema).default([]),
});
export type ReportSection = z.infer<typeof sectionSchema>;

export const reportWritingSchema = z.object({
  text: z.string(),
  /** the offline provider wrote it from rules: the page says so */
  ruleBased: z.boolean(),
  model: z.string(),
  /** sentences naming a number that is not among the report's figures: shown flagged, never as fact */
  flagged: z.array(z.string()),
});

export const reportContentSchema = z.object({
  kind: z.enum(['asin', 'market']),
  marketplace: z.string(),
  subject: z.string(),
  generatedAt: z.string(),
  sections: z.array(sectionSchema),
  writing: reportWritingSchema,
});
export type ReportContent = z.infer<typeof reportContentSchema>;

export const reportViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['asin', 'market']),
  state: z.number().int(),
  failure: z.string().nullable(),
  url: z.string(),
  content: reportContentSchema.nullable(),
});
export type ReportView = z.infer<typeof reportViewSchema>;
export const reportViewResponse = envelopeOf(reportViewSchema);
