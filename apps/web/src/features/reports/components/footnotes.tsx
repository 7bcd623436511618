import type { FigureSource, ReportSection } from '@asinasin/contract';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * In a printout (the PDF) each source is a footnote: a figure shows its number, the section lists
 * the sources once below it (issue's "in the PDF these are footnotes"). Online, sources stay inline.
 */
const FootnoteContext = createContext<FigureSource[] | null>(null);

const wordsOf = (source: FigureSource) => source.note?.text ?? source.detail;
const keyOf = (source: FigureSource) => `${source.kind}|${wordsOf(source) ?? ''}|${source.date ?? ''}`;

/** The distinct sources of a section, in the order its figures, charts and tables name them. */
export function sectionSources(section: ReportSection): FigureSource[] {
  const all = [
    ...section.figures.map((f) => f.source),
    ...section.charts.map((c) => c.source),
    ...section.tables.map((t) => t.source),
  ].filter((s): s is FigureSource => s !== null);
  const seen = new Map<string, FigureSource>();
  for (const source of all) if (!seen.has(keyOf(source))) seen.set(keyOf(source), source);
  return [...seen.values()];
}

/** The footnote number of a source in this section's printout, or undefined when online. */
export function useFootnoteNumber(source: FigureSource | null): number | undefined {
  const sources = useContext(FootnoteContext);
  if (!sources || !source) return undefined;
  const index = sources.findIndex((s) => keyOf(s) === keyOf(source));
  return index === -1 ? undefined : index + 1;
}

export const FootnoteProvider = FootnoteContext.Provider;

/** Whether this section is being printed (its sources are footnotes). */
export const useIsPrint = () => useContext(FootnoteContext) !== null;

/** The section's footnotes: number, kind, detail and date of each source. */
export function Footnotes({ sources }: { sources: FigureSource[] }) {
  const { t } = useTranslation('reports');
  if (sources.length === 0) return null;
  return (
    <ol className="report-footnotes" data-testid="report-footnotes">
      {sources.map((source, i) => (
        <li key={i} value={i + 1}>
          {[t(`reports.online.sourceKind.${source.kind}`), wordsOf(source), source.date]
            .filter(Boolean)
            .join(' · ')}
        </li>
      ))}
    </ol>
  );
}
