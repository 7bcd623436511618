import { Breadcrumb, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CatalogEmpty, useFormatters } from '../../../components/catalog-values';
import { QueryResult } from '../../../components/query-result';

import { useMarketRanking } from '../api/markets-api';
import { rankingQuery, type RankingState } from '../model/ranking-url';
import { RankingTable } from './ranking-table';
import { Loading } from './loading';
import { DefaultSortNote } from './default-sort-note';

const SEPARATOR = ' > ';

/** Where the drill-down is: every level of the parent path, each a way back up. */
export function CategoryBreadcrumb({
  parent,
  onChange,
}: {
  parent?: string;
  onChange: (parent?: string) => void;
}) {
  const { t } = useTranslation('markets');
  const parts = parent ? parent.split(SEPARATOR) : [];
  const item = (label: string, path: string | undefined, current: boolean) => ({
    title: current ? (
      <span aria-current="page">{label}</span>
    ) : (
      <a
        href="#"
        onClick={(event) => {
          event.preventDefault();
          onChange(path);
        }}
      >
        {label}
      </a>
    ),
  });
  return (
    <Breadcrumb
      data-testid="category-breadcrumb"
      items={[
        item(t('markets.breadcrumbRoot'), undefined, parts.length === 0),
        ...parts.map((part, i) => item(part, parts.slice(0, i + 1).join(SEPARATOR), i === parts.length - 1)),
      ]}
    />
  );
}

/** The ranking's answer: skeleton, error with retry, honest empty state, or the table. */
export function RankingResults({
  state,
  onChange,
}: {
  state: RankingState;
  onChange: (next: Partial<RankingState>) => void;
}) {
  const { t } = useTranslation('markets');
  const format = useFormatters();
  const query = rankingQuery(state);
  const result = useMarketRanking(query);

  const filtered = Boolean(state.parent || state.level || Object.keys(state.ranges).length);
  return (
    <QueryResult
      result={result}
      errorTitle={t('markets.loadFailed')}
      loading={<Loading />}
      isEmpty={(data) => data.total === 0}
      empty={(data) => <CatalogEmpty need={data.computedAt === null && !filtered ? 'products' : 'matches'} />}
    >
      {({ rows, total, computedAt, latestRun, sortedBy }) => {
        const when = computedAt ? new Date(computedAt).toLocaleString() : '';
        return (
          <Flex vertical gap={8}>
            <Typography.Text strong>{t('markets.total', { total: format.number(total) })}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="ranking-basis">
              {latestRun
                ? t('markets.basis', { computedAt: when, file: latestRun.fileName, run: latestRun.id })
                : t('markets.basisNoRun', { computedAt: when })}{' '}
              <Link to="/data">{t('markets.methodLink')}</Link>
            </Typography.Text>
            <DefaultSortNote sortedBy={sortedBy} />
            <RankingTable
              rows={rows}
              total={total}
              state={state}
              sortedBy={sortedBy}
              loading={result.isFetching}
              onChange={onChange}
            />
          </Flex>
        );
      }}
    </QueryResult>
  );
}
