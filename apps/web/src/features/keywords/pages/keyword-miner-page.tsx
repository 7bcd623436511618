import { Card, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CatalogEmpty, useFormatters } from '../../../components/catalog-values';
import { QueryResult } from '../../../components/query-result';

import { downloadMineCsv, useKeywordMine } from '../api/keywords-api';
import { CsvButton } from '../components/csv-button';
import { MinedTable } from '../components/mined-table';
import { OwnTermFunnel } from '../components/own-term-funnel';
import { MineForm } from '../components/mine-form';
import { RootsPanel } from '../components/roots-panel';
import { OwnAccountEmpty, ScopeFilter } from '../../../components/data-scope';
import { SourceLine } from '../components/shared-cells';
import { mineQueryOf, readMineState, toggleRoot, writeMineState, type MineState } from '../model/mine-url';
import '../components/keywords.css';
import { PageHeader } from '../../../components/page-header';

/** /keyword/miner and /products/keyword-miner: related search terms of a seed, with word roots. */
export function KeywordMinerPage() {
  const { t } = useTranslation('keywords');
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const state = readMineState(params);
  const query = mineQueryOf(state);
  const result = useKeywordMine(query);
  const go = (next: MineState) => setParams(writeMineState(next));
  const data = result.data;

  const body = query && (
    <QueryResult
      result={result}
      errorTitle={t('keywords.loadFailed')}
      loading={
        <div aria-busy="true" data-testid="keywords-loading">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      }
      isEmpty={(data) => data.periods.length === 0 || data.total === 0}
      empty={(data) =>
        data.periods.length === 0 && state.scope === 'mine' ? (
          <OwnAccountEmpty />
        ) : (
          <CatalogEmpty need={data.periods.length === 0 ? 'searchTerms' : 'matches'} />
        )
      }
    >
      {(data) => (
        <div className="kw-results">
          <Card size="small" className="kw-roots">
            <RootsPanel
              roots={data.roots}
              include={state.include}
              exclude={state.exclude}
              onToggle={(word, list) => go(toggleRoot(state, word, list))}
            />
          </Card>
          <Flex vertical gap={8} className="kw-table">
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Text strong data-testid="keywords-total">
                {t('keywords.total', { total: format.number(data.total) })}
              </Typography.Text>
              <CsvButton download={() => downloadMineCsv(query)} />
            </Flex>
            {data.period && (
              <Flex gap={8} wrap>
                <SourceLine period={data.period} files={data.sources.map((s) => s.fileName)} />
                <Link to="/data" style={{ fontSize: 12 }}>
                  {t('keywords.methodLink')}
                </Link>
              </Flex>
            )}
            <MinedTable
              rows={data.rows}
              total={data.total}
              state={state}
              loading={result.isFetching}
              onChange={(next) => go({ ...state, ...next })}
            />
          </Flex>
        </div>
      )}
    </QueryResult>
  );

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('keywords.miner.title')} intro={t('keywords.miner.intro')} />
      <Card size="small">
        <MineForm
          key={params.toString()}
          state={state}
          periods={data?.periods ?? []}
          departments={data?.departments ?? []}
          onSearch={go}
        />
        {/* another scope has other periods: back to its latest and the first page */}
        <ScopeFilter
          value={state.scope}
          onChange={(scope) => go({ ...state, scope, period: undefined, page: 1 })}
        />
      </Card>
      {body}
      {/* The seller's own funnel of the seed or a mined term, when their ASINs showed for it (decisions/0044). */}
      {query && (
        <OwnTermFunnel
          key={`${query.marketplace} ${query.seed}`}
          terms={[...new Set([query.seed, ...(data?.rows ?? []).map((row) => row.term)])]}
          marketplace={query.marketplace}
        />
      )}
    </Flex>
  );
}
