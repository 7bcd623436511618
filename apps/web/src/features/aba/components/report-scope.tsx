import { MARKETPLACES, type AbaImportedPeriod } from '@asinasin/contract';
import { Col, Form, Row, Select, Typography } from 'antd';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CatalogEmpty, useFormatters } from '../../../components/catalog-values';
import { OwnAccountEmpty, ScopeFilter } from '../../../components/data-scope';
import { formatDate } from '../../../lib/format';
import { useAbaPeriods } from '../api/aba-calls';
import {
  periodKey,
  readMarketplace,
  readScope,
  resolveEarlier,
  resolveReport,
  withParams,
  type ResolvedReport,
} from '../model/url-state';
import { QueryResult } from '../../../components/query-result';

/** The URL's search and a way to change part of it (page reset unless the page is what changes). */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const current = useMemo(() => new URLSearchParams(key), [key]);
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => setParams(withParams(current, changes)),
    [current, setParams],
  );
  return { params: current, update };
}

/** Where a period's rows came from: the import file and date, and how many terms it holds. */
export function Provenance({ period }: { period: AbaImportedPeriod }) {
  const { t } = useTranslation('aba');
  const format = useFormatters();
  const source = period.sources[0];
  if (!source) return null;
  const terms = format.number(period.terms);
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="aba-provenance">
      {source.importedAt
        ? t('aba.picker.source', { file: source.fileName, date: formatDate(source.importedAt), terms })
        : t('aba.picker.sourceRunning', { file: source.fileName, terms })}
    </Typography.Text>
  );
}

interface ReportScopeProps {
  /** show a second period picker (the earlier one) for movers */
  withEarlier?: boolean;
  children: (report: ResolvedReport, earlier: AbaImportedPeriod | null) => ReactNode;
}

/**
 * The Data switch, then marketplace, department and period pickers over what is imported in that
 * scope (the URL holds the choice),
 * with the report's provenance; renders `children` with the resolved report, or the honest empty
 * state when the marketplace has no Brand Analytics report imported.
 */
export function ReportScope({ withEarlier = false, children }: ReportScopeProps) {
  const { t } = useTranslation('aba');
  const format = useFormatters();
  const { params, update } = useUrlState();
  const marketplace = readMarketplace(params);
  const scope = readScope(params);
  const periods = useAbaPeriods(marketplace, scope);
  const report = useMemo(
    () => (periods.data ? resolveReport(params, periods.data.periods) : null),
    [params, periods.data],
  );
  const earlier = report && withEarlier ? resolveEarlier(params, report) : null;
  const periodOption = (p: AbaImportedPeriod) => ({
    value: periodKey(p),
    label: t('aba.picker.periodOption', { start: p.start, end: p.end, terms: format.number(p.terms) }),
  });

  const pickers = (
    <Row gutter={[12, 0]}>
      <Col xs={24} sm={12} lg={withEarlier ? 4 : 6}>
        <Form.Item label={t('aba.picker.marketplace')} colon={false}>
          <Select
            aria-label={t('aba.picker.marketplace')}
            value={marketplace}
            options={MARKETPLACES.map((m) => ({ value: m.code, label: `${m.code} · ${m.domain}` }))}
            onChange={(value) =>
              update({ marketplace: value, department: undefined, period: undefined, from: undefined })
            }
          />
        </Form.Item>
      </Col>
      {report && (
        <>
          <Col xs={24} sm={12} lg={withEarlier ? 6 : 6}>
            <Form.Item label={t('aba.picker.department')} colon={false}>
              <Select
                aria-label={t('aba.picker.department')}
                value={report.department}
                options={report.departments.map((d) => ({ value: d, label: d }))}
                onChange={(value) => update({ department: value, period: undefined, from: undefined })}
              />
            </Form.Item>
          </Col>
          {withEarlier && (
            <Col xs={24} sm={12} lg={7}>
              <Form.Item label={t('aba.picker.from')} colon={false}>
                <Select
                  aria-label={t('aba.picker.from')}
                  value={earlier ? periodKey(earlier) : undefined}
                  disabled={!earlier}
                  options={report.periods.filter((p) => p.start < report.period.start).map(periodOption)}
                  onChange={(value) => update({ from: value })}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12} lg={withEarlier ? 7 : 8}>
            <Form.Item label={t('aba.picker.period')} colon={false}>
              <Select
                aria-label={t('aba.picker.period')}
                value={periodKey(report.period)}
                options={report.periods.map(periodOption)}
                onChange={(value) => update({ period: value, from: undefined })}
              />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  );

  const body = (
    <QueryResult
      result={periods}
      errorTitle={t('aba.picker.loadFailed')}
      isEmpty={() => !report}
      empty={scope === 'mine' ? <OwnAccountEmpty /> : <CatalogEmpty need="searchTerms" />}
    >
      {() => report && children(report, earlier)}
    </QueryResult>
  );

  return (
    <>
      {/* another scope has other reports: back to its usual department and latest period */}
      <ScopeFilter
        value={scope}
        onChange={(next) =>
          update({
            scope: next === 'all' ? undefined : next,
            department: undefined,
            period: undefined,
            from: undefined,
          })
        }
      />
      <Form layout="vertical" className="aba-pickers">
        {pickers}
      </Form>
      {report && (
        <div style={{ marginTop: -8 }}>
          {earlier && <Provenance period={earlier} />}
          {earlier && <br />}
          <Provenance period={report.imported} />
        </div>
      )}
      {body}
    </>
  );
}
