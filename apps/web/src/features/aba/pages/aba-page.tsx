import { ABA_TERM_SORTS, type AbaBrowseQuery } from '@asinasin/contract';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAbaBrowse } from '../api/aba-calls';
import { PageHeader } from '../../../components/page-header';
import { ReportScope, useUrlState } from '../components/report-scope';
import { TermFilters } from '../components/term-filters';
import { TermsResults } from '../components/terms-results';
import {
  periodKey,
  rankRangeError,
  readChoice,
  readInt,
  readPaging,
  type ResolvedReport,
} from '../model/url-state';
import '../components/aba.css';

function BrowseResults({ report }: { report: ResolvedReport }) {
  const { params, update } = useUrlState();
  const filters = {
    term: params.get('term') ?? undefined,
    rankMin: readInt(params, 'rankMin'),
    rankMax: readInt(params, 'rankMax'),
  };
  const view = {
    ...readPaging(params),
    sort: readChoice(params, 'sort', ABA_TERM_SORTS, 'rank'),
    order: readChoice(params, 'order', ['asc', 'desc'] as const, 'asc'),
  };
  const query: AbaBrowseQuery | null = rankRangeError(filters.rankMin, filters.rankMax)
    ? null
    : {
        marketplace: report.marketplace,
        scope: report.scope,
        department: report.department,
        period: report.period,
        ...filters,
        ...view,
      };
  const result = useAbaBrowse(query);
  return (
    <Flex vertical gap={8}>
      <TermFilters
        values={filters}
        fields={['term', 'rankMin', 'rankMax']}
        onApply={(v) => update({ term: v.term, rankMin: v.rankMin, rankMax: v.rankMax })}
      />
      <TermsResults
        marketplace={report.marketplace}
        result={result}
        view={view}
        sortable
        onViewChange={(v) => update({ page: v.page, size: v.size, sort: v.sort, order: v.order })}
      />
    </Flex>
  );
}

/** /search/aba: browse an imported Brand Analytics report. */
export function AbaPage() {
  const { t } = useTranslation('aba');
  const { params } = useUrlState();
  const scope = new URLSearchParams();
  for (const name of ['marketplace', 'scope', 'department', 'period', 'term', 'rankMin', 'rankMax']) {
    const value = params.get(name);
    if (value) scope.set(name, value);
  }
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('aba.browse.title')}
        intro={t('aba.browse.intro')}
        links={
          <>
            <Link to={`/search/aba-select-keyword?${scope.toString()}`}>{t('aba.links.selectKeyword')}</Link>
            <Link to={`/select/abaSelectProduct?${scope.toString()}`}>{t('aba.links.selectProduct')}</Link>
          </>
        }
      />
      <ReportScope>
        {(report) => <BrowseResults key={periodKey(report.period)} report={report} />}
      </ReportScope>
    </Flex>
  );
}
