import { MARKET_METRICS, MARKETPLACES, type MarketMetric } from '@asinasin/contract';
import { Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isShare, rangeErrors, type RankingState, type Ranges } from '../model/ranking-url';
import { useAuthToken } from '../../../lib/session';
import { CategoryPicker } from './category-picker';
import { MetricCoverageHint } from './metric-coverage-hint';

const LEVELS = [1, 2, 3, 4, 5, 6];

/** The ranking's filters: marketplace, category, level and a range per metric, applied on Search. */
export function RankingFilters({
  state,
  onSearch,
}: {
  state: RankingState;
  onSearch: (next: Partial<RankingState>) => void;
}) {
  const { t } = useTranslation('markets');
  const [marketplace, setMarketplace] = useState(state.marketplace);
  const [parent, setParent] = useState(state.parent);
  const [level, setLevel] = useState<number | undefined>(state.level);
  const [ranges, setRanges] = useState<Ranges>(state.ranges);
  const [open, setOpen] = useState(Object.keys(state.ranges).length > 0);
  const [checked, setChecked] = useState(false);
  // the hints follow the marketplace chosen in the form, before any search; a visitor asks nothing
  const hintsFor = useAuthToken() !== '' ? marketplace : null;

  // The URL changed (drill down, breadcrumb, back): the form follows it.
  useEffect(() => {
    setMarketplace(state.marketplace);
    setParent(state.parent);
    setLevel(state.level);
    setRanges(state.ranges);
  }, [state.marketplace, state.parent, state.level, state.ranges]);

  const errors = checked ? rangeErrors(ranges) : [];
  const errorOf = (metric: MarketMetric, side: 'min' | 'max') =>
    errors.find((e) => e.metric === metric && e.side === side);
  const setRange = (metric: MarketMetric, side: 'min' | 'max', text: string) =>
    setRanges((current) => ({ ...current, [metric]: { ...current[metric], [side]: text } }));

  const submit = () => {
    setChecked(true);
    if (rangeErrors(ranges).length > 0) {
      setOpen(true);
      return;
    }
    onSearch({ marketplace, parent, level, ranges, page: 1 });
  };

  return (
    <Form layout="vertical" onFinish={submit} aria-label={t('markets.tabs.category')}>
      <Row gutter={[12, 0]}>
        <Col xs={24} sm={8} lg={4}>
          <Form.Item label={t('markets.marketplace')} htmlFor="markets-marketplace">
            <Select
              id="markets-marketplace"
              value={marketplace}
              onChange={(value) => {
                setMarketplace(value);
                setParent(undefined);
              }}
              options={MARKETPLACES.map((m) => ({ value: m.code, label: m.code }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16} lg={12}>
          <Form.Item label={t('markets.category')} htmlFor="markets-category">
            <CategoryPicker
              id="markets-category"
              marketplace={marketplace}
              value={parent}
              onChange={setParent}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} lg={8}>
          <Form.Item label={t('markets.level')} htmlFor="markets-level">
            <Select
              id="markets-level"
              value={level ?? 'children'}
              onChange={(value) => setLevel(value === 'children' ? undefined : (value as number))}
              options={[
                { value: 'children', label: t('markets.levelAny') },
                ...LEVELS.map((n) => ({ value: n, label: t('markets.levelN', { level: n }) })),
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <div hidden={!open} data-testid="metric-filters">
        <Row gutter={[12, 0]}>
          {MARKET_METRICS.map((metric) => {
            const label = t(`markets.metrics.${metric}`);
            const field = (side: 'min' | 'max') => {
              const error = errorOf(metric, side);
              return (
                <Form.Item
                  style={{ marginBottom: 8 }}
                  validateStatus={error ? 'error' : undefined}
                  help={error ? t(`markets.errors.${error.key}`) : undefined}
                >
                  <Input
                    aria-label={t(`markets.${side}`, { label })}
                    placeholder={side === 'min' ? '≥' : '≤'}
                    suffix={isShare(metric) ? '%' : undefined}
                    inputMode="decimal"
                    value={ranges[metric]?.[side] ?? ''}
                    onChange={(event) => setRange(metric, side, event.target.value)}
                  />
                </Form.Item>
              );
            };
            return (
              <Col xs={24} sm={12} lg={6} key={metric}>
                <Form.Item label={label} style={{ marginBottom: 4 }}>
                  <Flex gap={8}>
                    {field('min')}
                    {field('max')}
                  </Flex>
                  <MetricCoverageHint marketplace={hintsFor} metric={metric} />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </div>
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit">
          {t('markets.search')}
        </Button>
        <Button onClick={() => setOpen(!open)} aria-expanded={open}>
          {t(open ? 'markets.fewerFilters' : 'markets.moreFilters')}
        </Button>
        <Button
          onClick={() => {
            setChecked(false);
            onSearch({ parent: undefined, level: undefined, ranges: {}, page: 1 });
          }}
        >
          {t('markets.reset')}
        </Button>
      </Flex>
    </Form>
  );
}
