import {
  ABA_MOVER_DIRECTIONS,
  ABA_MOVER_SORTS,
  ABA_MOVERS_DEFAULT_RANK_MAX,
  ABA_OPPORTUNITY_DEFAULTS,
  type AbaImportedPeriod,
} from '@asinasin/contract';
import { Alert, Flex, Radio, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogEmpty, useFormatters } from '../../../components/catalog-values';
import { useAbaMovers, useAbaOpportunities } from '../api/aba-calls';
import { MoversTable } from '../components/movers-table';
import { PageHeader } from '../../../components/page-header';
import { ReportScope, useUrlState } from '../components/report-scope';
import { QueryResult } from '../../../components/query-result';
import { TermFilters } from '../components/term-filters';
import { TermsResults } from '../components/terms-results';
import {
  periodKey,
  readChoice,
  readInt,
  readOrder,
  readPaging,
  readPercent,
  type ResolvedReport,
} from '../model/url-state';
import '../components/aba.css';

const TABS = ['movers', 'opportunities'] as const;

function Movers({ report, earlier }: { report: ResolvedReport; earlier: AbaImportedPeriod }) {
  const { t } = useTranslation('aba');
  const format = useFormatters();
  const { params, update } = useUrlState();
  const direction = readChoice(params, 'direction', ABA_MOVER_DIRECTIONS, 'up');
  const rankMax = readInt(params, 'rankMax') ?? ABA_MOVERS_DEFAULT_RANK_MAX;
  const term = params.get('term') ?? undefined;
  const view = {
    ...readPaging(params),
    sort: readChoice(params, 'sort', [...ABA_MOVER_SORTS, ''] as const, '') || undefined,
    order: readOrder(params),
  };
  // what the server sorts by when the URL names none (its defaultMoverView), so the header shows it
  const shownSort = view.sort ?? (direction === 'new' ? 'toRank' : 'change');
  const moves = shownSort === 'change' || shownSort === 'changeRate';
  const shownView = {
    ...view,
    sort: shownSort,
    order: view.order ?? (moves && direction === 'up' ? ('desc' as const) : ('asc' as const)),
  };
  const result = useAbaMovers({
    marketplace: report.marketplace,
    scope: report.scope,
    department: report.department,
    from: { start: earlier.start, end: earlier.end },
    to: report.period,
    direction,
    rankMax,
    term,
    ...view,
  });
  const body = (
    <QueryResult result={result} isEmpty={(data) => data.total === 0} empty={<CatalogEmpty need="matches" />}>
      {(data) => (
        <Flex vertical gap={8}>
          <Typography.Text strong>
            {t('aba.results.total', { total: format.number(data.total) })}
          </Typography.Text>
          <MoversTable
            marketplace={report.marketplace}
            rows={data.rows}
            total={data.total}
            view={shownView}
            loading={result.isFetching}
            onViewChange={(v) => update({ page: v.page, size: v.size, sort: v.sort, order: v.order })}
          />
        </Flex>
      )}
    </QueryResult>
  );
  return (
    <Flex vertical gap={8}>
      <Radio.Group
        aria-label={t('aba.filters.direction')}
        optionType="button"
        value={direction}
        options={ABA_MOVER_DIRECTIONS.map((d) => ({ value: d, label: t(`aba.filters.${d}`) }))}
        onChange={(e) => update({ direction: e.target.value as string, sort: undefined, order: undefined })}
      />
      <TermFilters
        values={{ term, rankMax }}
        fields={['term', 'rankMax']}
        onApply={(v) => update({ term: v.term, rankMax: v.rankMax })}
      />
      {body}
    </Flex>
  );
}

function Opportunities({ report }: { report: ResolvedReport }) {
  const { params, update } = useUrlState();
  const rankMax = readInt(params, 'rankMax') ?? ABA_OPPORTUNITY_DEFAULTS.rankMax;
  const maxConcentration = readPercent(params, 'maxConc') ?? ABA_OPPORTUNITY_DEFAULTS.maxClickConcentration;
  const term = params.get('term') ?? undefined;
  const view = readPaging(params);
  const result = useAbaOpportunities({
    marketplace: report.marketplace,
    scope: report.scope,
    department: report.department,
    period: report.period,
    term,
    rankMax,
    maxClickConcentration: maxConcentration,
    ...view,
  });
  return (
    <Flex vertical gap={8}>
      <TermFilters
        values={{ term, rankMax, maxConcentration: Math.round(maxConcentration * 1e4) / 100 }}
        fields={['term', 'rankMax', 'maxConcentration']}
        onApply={(v) => update({ term: v.term, rankMax: v.rankMax, maxConc: v.maxConcentration })}
      />
      <TermsResults
        marketplace={report.marketplace}
        result={result}
        view={view}
        sortable={false}
        onViewChange={(v) => update({ page: v.page, size: v.size })}
      />
    </Flex>
  );
}

/** /search/aba-select-keyword: rank movers between two periods, and low-concentration opportunities. */
export function SelectKeywordPage() {
  const { t } = useTranslation('aba');
  const { params, update } = useUrlState();
  const tab = readChoice(params, 'tab', TABS, 'movers');
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('aba.selectKeyword.title')}
        intro={t('aba.selectKeyword.intro')}
        links={<Link to={`/search/aba?${params.toString()}`}>{t('aba.links.browse')}</Link>}
      />
      <ReportScope withEarlier={tab === 'movers'}>
        {(report, earlier) => (
          <Tabs
            activeKey={tab}
            onChange={(key) => update({ tab: key, sort: undefined, order: undefined, rankMax: undefined })}
            items={[
              {
                key: 'movers',
                label: t('aba.selectKeyword.movers'),
                children: earlier ? (
                  <Movers
                    key={`${periodKey(earlier)}/${periodKey(report.period)}`}
                    report={report}
                    earlier={earlier}
                  />
                ) : (
                  <Alert type="info" showIcon title={t('aba.results.needTwo')} />
                ),
              },
              {
                key: 'opportunities',
                label: t('aba.selectKeyword.opportunities'),
                children: <Opportunities report={report} />,
              },
            ]}
          />
        )}
      </ReportScope>
    </Flex>
  );
}
