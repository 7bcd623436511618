import {
  TRADEMARK_OFFICES,
  TRADEMARK_STATUSES,
  type TrademarkOffice,
  type TrademarkStatus,
} from '@asinasin/contract';
import { Alert, Button, Card, Empty, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryResult } from '../../../components/query-result';
import type { TableChange } from '../../../components/server-table';
import { useNiceClasses, useTrademarkSearch } from '../api/trademarks-api';
import { TrademarkTable } from '../components/trademark-table';
import {
  readTrademarkState,
  trademarkQueryOf,
  writeTrademarkState,
  type TrademarkState,
} from '../model/trademark-url';

/** /trademark (SPEC §2): marks like a brand, live first, filtered by office, class and status, paged. */
export function TrademarkPage() {
  const { t } = useTranslation('trademarks');
  const [params, setParams] = useSearchParams();
  const state = readTrademarkState(params);
  const query = trademarkQueryOf(state);
  const result = useTrademarkSearch(query);
  const niceClasses = useNiceClasses();
  const [brand, setBrand] = useState(state.trademark);
  const [brandProblem, setBrandProblem] = useState(false);
  const go = (next: TrademarkState) => setParams(writeTrademarkState(next));

  const headings = useMemo(
    () => new Map((niceClasses.data?.classes ?? []).map((c) => [c.number, c.heading])),
    [niceClasses.data],
  );
  const classHeading = useCallback((n: number) => headings.get(n), [headings]);

  const submit = () => {
    if (!brand.trim()) {
      setBrandProblem(true);
      return;
    }
    setBrandProblem(false);
    go({ ...state, trademark: brand, page: 1 });
  };
  const onTable = (change: TableChange) => {
    if (change.kind === 'page') go({ ...state, page: change.page, size: change.size });
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('trademarks.title')} intro={t('trademarks.intro')} />
      <Card size="small">
        <Form layout="vertical" onFinish={submit} data-testid="trademark-form">
          <Flex gap={12} wrap align="end">
            <Form.Item
              label={t('trademarks.brand')}
              validateStatus={brandProblem ? 'error' : undefined}
              help={brandProblem ? t('trademarks.brandEmpty') : undefined}
              style={{ marginBottom: 8, flex: '1 1 220px', minWidth: 200 }}
            >
              <Input
                value={brand}
                maxLength={100}
                allowClear
                placeholder={t('trademarks.brandPlaceholder')}
                onChange={(e) => setBrand(e.target.value)}
                data-testid="trademark-brand"
              />
            </Form.Item>
            <Form.Item label={t('trademarks.office')} style={{ marginBottom: 8 }}>
              <Select
                style={{ width: 150 }}
                value={state.office ?? ''}
                onChange={(office: TrademarkOffice | '') =>
                  go({ ...state, office: office || undefined, page: 1 })
                }
                options={[
                  { value: '', label: t('trademarks.anyOffice') },
                  ...TRADEMARK_OFFICES.map((o) => ({ value: o, label: t(`trademarks.offices.${o}`) })),
                ]}
                data-testid="trademark-office"
              />
            </Form.Item>
            <Form.Item
              label={t('trademarks.classes')}
              style={{ marginBottom: 8, minWidth: 180, flex: '0 1 260px' }}
            >
              <Select
                mode="multiple"
                allowClear
                maxTagCount="responsive"
                placeholder={t('trademarks.anyClass')}
                value={state.classes}
                onChange={(classes: number[]) => go({ ...state, classes, page: 1 })}
                options={Array.from({ length: 45 }, (_, i) => i + 1).map((n) => ({
                  value: n,
                  label: headings.get(n) ? `${n} · ${headings.get(n)!.slice(0, 40)}` : String(n),
                }))}
                optionFilterProp="label"
                data-testid="trademark-classes"
              />
            </Form.Item>
            <Form.Item label={t('trademarks.status')} style={{ marginBottom: 8 }}>
              <Select
                style={{ width: 130 }}
                value={state.status ?? ''}
                onChange={(status: TrademarkStatus | '') =>
                  go({ ...state, status: status || undefined, page: 1 })
                }
                options={[
                  { value: '', label: t('trademarks.anyStatus') },
                  ...TRADEMARK_STATUSES.map((s) => ({ value: s, label: t(`trademarks.statuses.${s}`) })),
                ]}
                data-testid="trademark-status-filter"
              />
            </Form.Item>
            <Form.Item style={{ marginBottom: 8 }}>
              <Button type="primary" htmlType="submit" data-testid="trademark-submit">
                {t('trademarks.search')}
              </Button>
            </Form.Item>
          </Flex>
        </Form>
      </Card>
      {query && (
        <QueryResult
          result={result}
          errorTitle={t('trademarks.loadFailed')}
          loading={<Skeleton active paragraph={{ rows: 8 }} />}
        >
          {(data) =>
            data.imported === 0 ? (
              <Alert
                type="info"
                showIcon
                message={t('trademarks.noneImported')}
                data-testid="trademark-none-imported"
              />
            ) : data.total === 0 && !result.isPlaceholderData ? (
              <Empty description={t('trademarks.noMatch')} data-testid="trademark-no-match" />
            ) : (
              <Flex vertical gap={8}>
                <Typography.Text strong data-testid="trademark-total">
                  {t('trademarks.total', { total: data.total })}
                </Typography.Text>
                <TrademarkTable
                  rows={data.row}
                  total={data.total}
                  page={state.page}
                  size={state.size}
                  loading={result.isFetching}
                  classHeading={classHeading}
                  onChange={onTable}
                />
              </Flex>
            )
          }
        </QueryResult>
      )}
    </Flex>
  );
}
