import { Flex, Tabs } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CategoryBreadcrumb, RankingResults } from '../components/ranking-results';
import { NicheResults } from '../components/niche-results';
import { RankingFilters } from '../components/ranking-filters';
import { readRanking, writeRanking, type RankingState } from '../model/ranking-url';
import { PageHeader } from '../../../components/page-header';

/** /products/hot-market and /select/market: category markets and keyword niches, ranked. */
export function HotMarketPage() {
  const { t } = useTranslation('markets');
  const [params, setParams] = useSearchParams();
  const state = readRanking(params);
  // From the address bar as it is now, not as this render saw it: a navigation commits its render
  // later (a transition), and a click in between must not bring back what the last one removed.
  // The same callback for the page's life (React Router's setter changes with every URL): the
  // table's columns depend on it, and new columns render every cell again.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const change = useCallback(
    (next: Partial<RankingState>) =>
      setParamsRef.current(
        writeRanking({ ...readRanking(new URLSearchParams(window.location.search)), ...next }),
      ),
    [],
  );

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('markets.title')} intro={t('markets.intro')} />
      <Tabs
        activeKey={state.tab}
        onChange={(tab) => change({ tab: tab as RankingState['tab'], page: 1 })}
        items={[
          {
            key: 'category',
            label: t('markets.tabs.category'),
            children: (
              <Flex vertical gap={12}>
                <RankingFilters state={state} onSearch={change} />
                <CategoryBreadcrumb
                  parent={state.parent}
                  onChange={(parent) => change({ parent, level: undefined, page: 1 })}
                />
                <RankingResults state={state} onChange={change} />
              </Flex>
            ),
          },
          {
            key: 'keyword',
            label: t('markets.tabs.keyword'),
            children: <NicheResults state={state} onChange={change} />,
          },
        ]}
      />
    </Flex>
  );
}
