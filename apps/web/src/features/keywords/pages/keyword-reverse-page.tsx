import { MARKETPLACES } from '@asinasin/contract';
import { Alert, Button, Card, Flex, Form, Input, Radio, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CatalogEmpty, useFormatters } from '../../../components/catalog-values';
import { QueryResult } from '../../../components/query-result';

import { downloadReverseCsv, useKeywordReverse } from '../api/keywords-api';
import { CsvButton } from '../components/csv-button';
import { ReverseTable } from '../components/reverse-table';
import { periodText, SourceLine } from '../components/shared-cells';
import { checkAsins } from '../model/asins';
import { readReverseState, reverseQueryOf, writeReverseState, type ReverseState } from '../model/reverse-url';
import { PageHeader } from '../../../components/page-header';
import { OwnAccountEmpty, ScopeFilter } from '../../../components/data-scope';
import { OwnFunnel } from '../components/own-funnel';

/** /keyword/reverse: the search terms where one or several ASINs are top-3 clicked products. */
export function KeywordReversePage() {
  const { t } = useTranslation('keywords');
  const { t: tCommon } = useTranslation();
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const state = readReverseState(params);
  const query = reverseQueryOf(state);
  const result = useKeywordReverse(query);
  const data = result.data;
  const [draft, setDraft] = useState(state);
  const [problem, setProblem] = useState<string | null>(null);
  const go = (next: ReverseState) => setParams(writeReverseState(next));

  const submit = () => {
    const parsed = checkAsins(draft.asinsText);
    if (parsed.problem) {
      const message = tCommon(parsed.problem);
      setProblem(
        parsed.invalid ? t('keywords.reverse.invalidAsin', { message, asin: parsed.invalid }) : message,
      );
      return;
    }
    setProblem(null);
    go({ ...draft, page: 1 });
  };

  const body = query && (
    <QueryResult
      result={result}
      errorTitle={t('keywords.loadFailed')}
      loading={<Skeleton active paragraph={{ rows: 8 }} />}
    >
      {(data) => (
        <Flex vertical gap={8}>
          <Flex gap={8} wrap data-testid="per-asin">
            {data.perAsin.map((a) => (
              <Tag key={a.asin}>
                {t('keywords.reverse.perAsin', { asin: a.asin, terms: format.number(a.terms) })}
              </Tag>
            ))}
          </Flex>
          {query.view === 'intersection' && query.asins.length > 3 && (
            <Alert type="info" showIcon message={t('keywords.reverse.tooMany')} />
          )}
          {data.periods.length === 0 && query.scope === 'mine' ? (
            <OwnAccountEmpty />
          ) : data.periods.length === 0 ? (
            <CatalogEmpty need="searchTerms" />
          ) : data.total === 0 && !result.isPlaceholderData ? (
            <CatalogEmpty need="matches" />
          ) : (
            <>
              <Flex justify="space-between" align="center" wrap gap={8}>
                <Typography.Text strong data-testid="keywords-total">
                  {t('keywords.total', { total: format.number(data.total) })}
                </Typography.Text>
                <CsvButton download={() => downloadReverseCsv(query)} />
              </Flex>
              {data.period && <SourceLine period={data.period} files={data.sources.map((s) => s.fileName)} />}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('keywords.reverse.legend')}
              </Typography.Text>
              <ReverseTable
                rows={data.rows}
                total={data.total}
                asins={query.asins}
                state={state}
                loading={result.isFetching}
                onChange={(next) => go({ ...state, ...next })}
              />
            </>
          )}
        </Flex>
      )}
    </QueryResult>
  );

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('keywords.reverse.title')} intro={t('keywords.reverse.intro')} />
      <Card size="small">
        <Form layout="vertical" onFinish={submit} data-testid="reverse-form">
          <Flex gap={12} wrap align="end">
            <Form.Item label={t('keywords.marketplace')} style={{ marginBottom: 8 }}>
              <Select
                style={{ width: 150 }}
                value={draft.marketplace}
                onChange={(marketplace) => setDraft({ ...draft, marketplace, period: undefined })}
                options={MARKETPLACES.map((m) => ({
                  value: m.code,
                  label: `${m.code} · ${t(`keywords.marketplaces.${m.code}`)}`,
                }))}
              />
            </Form.Item>
            <Form.Item
              label={t('keywords.reverse.asins')}
              validateStatus={problem ? 'error' : undefined}
              help={problem}
              style={{ marginBottom: 8, flex: '1 1 260px', minWidth: 220 }}
            >
              <Input.TextArea
                value={draft.asinsText}
                autoSize={{ minRows: 1, maxRows: 4 }}
                placeholder={t('keywords.reverse.asinsPlaceholder')}
                onChange={(e) => setDraft({ ...draft, asinsText: e.target.value })}
                onPressEnter={(e) => {
                  // Enter searches; Shift+Enter starts a new line for another ASIN
                  if (!e.shiftKey) {
                    e.preventDefault();
                    submit();
                  }
                }}
                data-testid="asins-input"
              />
            </Form.Item>
            <Form.Item label={t('keywords.period')} style={{ marginBottom: 8 }}>
              <Select
                style={{ width: 230 }}
                value={draft.period ?? ''}
                onChange={(period) => setDraft({ ...draft, period: period || undefined })}
                options={[
                  { value: '', label: t('keywords.latestPeriod') },
                  ...(data?.periods ?? []).map((p) => ({
                    value: `${p.start}/${p.end}`,
                    label: periodText(p),
                  })),
                ]}
              />
            </Form.Item>
            <Form.Item label={t('keywords.reverse.view')} style={{ marginBottom: 8 }}>
              <Radio.Group
                value={draft.view}
                onChange={(e) => {
                  const next = { ...draft, view: e.target.value as ReverseState['view'] };
                  setDraft(next);
                  if (query) go({ ...next, page: 1 });
                }}
                options={[
                  { value: 'union', label: t('keywords.reverse.union') },
                  { value: 'intersection', label: t('keywords.reverse.intersection') },
                ]}
                optionType="button"
                data-testid="reverse-view"
              />
            </Form.Item>
            <Form.Item style={{ marginBottom: 8 }}>
              <Button type="primary" htmlType="submit" data-testid="reverse-submit">
                {t('keywords.search')}
              </Button>
            </Form.Item>
          </Flex>
        </Form>
        <ScopeFilter
          value={draft.scope}
          onChange={(scope) => {
            // another scope has other periods: back to its latest and the first page
            const next = { ...draft, scope, period: undefined };
            setDraft(next);
            if (query) go({ ...next, page: 1 });
          }}
        />
      </Card>
      {body}
      {/* The seller's own search funnel of the ASINs asked, when they are theirs (decisions/0044). */}
      {query && query.asins.length > 0 && (
        <OwnFunnel key={query.asins.join(' ')} asins={query.asins} marketplace={query.marketplace} />
      )}
    </Flex>
  );
}
