import { MARKETPLACES, type AbaRelatedTerm, type AbaTermPeriod, type TermsScope } from '@asinasin/contract';
import { Alert, Col, Flex, Form, Input, Row, Select, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogEmpty, useFormatters } from '../../../components/catalog-values';
import { OwnAccountEmpty, ScopeFilter } from '../../../components/data-scope';
import { formatDate } from '../../../lib/format';
import { useAbaTerm } from '../api/aba-calls';
import { PageHeader } from '../../../components/page-header';
import { useUrlState } from '../components/report-scope';
import { QueryResult } from '../../../components/query-result';
import { ClickShareChart, RankChart } from '../components/term-charts';
import { keywordMinerPath } from '../../../lib/research-links';
import { ClickedList, ShareValue, TermCell } from '../components/value-bits';
import { readMarketplace, readScope } from '../model/url-state';
import { Link } from 'react-router';
import '../components/aba.css';

function PeriodsTable({ marketplace, periods }: { marketplace: string; periods: AbaTermPeriod[] }) {
  const { t } = useTranslation('aba');
  const format = useFormatters();
  return (
    <Table<AbaTermPeriod>
      data-testid="aba-term-periods"
      rowKey={(p) => `${p.start}_${p.end}`}
      dataSource={[...periods].reverse()}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'period', title: t('aba.columns.period'), render: (_, p) => `${p.start} – ${p.end}` },
        {
          key: 'rank',
          title: t('aba.columns.rank'),
          align: 'right',
          render: (_, p) => (p.rank === null ? '—' : format.number(p.rank)),
        },
        {
          key: 'clicked',
          title: t('aba.columns.clicked'),
          render: (_, p) => <ClickedList marketplace={marketplace} clicked={p.clicked} />,
        },
        {
          key: 'conc',
          title: t('aba.columns.clickConcentration'),
          align: 'right',
          render: (_, p) => <ShareValue value={p.clickConcentration} />,
        },
        {
          key: 'source',
          title: t('aba.columns.source'),
          render: (_, p) => (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {p.source.fileName} · {formatDate(p.source.importedAt) ?? '—'}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

function RelatedTable({ marketplace, related }: { marketplace: string; related: AbaRelatedTerm[] }) {
  const { t } = useTranslation('aba');
  const format = useFormatters();
  if (related.length === 0)
    return <Typography.Paragraph type="secondary">{t('aba.research.noRelated')}</Typography.Paragraph>;
  return (
    <Table<AbaRelatedTerm>
      data-testid="aba-related"
      rowKey={(r) => r.term}
      dataSource={related}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'term',
          title: t('aba.columns.term'),
          render: (_, r) => <TermCell marketplace={marketplace} term={r.term} />,
        },
        {
          key: 'rank',
          title: t('aba.columns.rank'),
          align: 'right',
          render: (_, r) => (r.rank === null ? '—' : format.number(r.rank)),
        },
        { key: 'shared', title: t('aba.research.shared'), render: (_, r) => r.sharedAsins.join(', ') },
      ]}
    />
  );
}

function TermResearch({
  marketplace,
  scope,
  term,
  department,
}: {
  marketplace: string;
  scope: TermsScope;
  term: string;
  department?: string;
}) {
  const { t } = useTranslation('aba');
  const { update } = useUrlState();
  const result = useAbaTerm({ marketplace, scope, term, department });
  return (
    <QueryResult
      result={result}
      isEmpty={(data) => data.periods.length === 0}
      empty={
        <Flex vertical gap={8}>
          <Alert type="info" showIcon title={t('aba.research.notFound', { term })} />
          {scope === 'mine' ? <OwnAccountEmpty /> : <CatalogEmpty need="searchTerms" />}
        </Flex>
      }
    >
      {(data) => (
        <Flex vertical gap={16}>
          <Flex gap={16} wrap align="center">
            {data.departments.length > 1 && (
              <Select
                aria-label={t('aba.research.department')}
                value={data.department}
                style={{ minWidth: 200 }}
                options={data.departments.map((d) => ({
                  value: d.department,
                  label: `${d.department} (${d.periods})`,
                }))}
                onChange={(value) => update({ department: value })}
              />
            )}
            <Link to={keywordMinerPath(marketplace, term)}>{t('aba.links.miner')}</Link>
          </Flex>
          {data.periods.length === 1 && <Alert type="info" showIcon title={t('aba.research.onePeriod')} />}
          <Row gutter={[24, 16]}>
            <Col xs={24} lg={12}>
              <RankChart term={term} periods={data.periods} />
            </Col>
            <Col xs={24} lg={12}>
              <ClickShareChart term={term} periods={data.periods} />
            </Col>
          </Row>
          <section>
            <Typography.Title level={4}>{t('aba.research.byPeriod')}</Typography.Title>
            <PeriodsTable marketplace={marketplace} periods={data.periods} />
          </section>
          <section>
            <Typography.Title level={4}>{t('aba.research.related')}</Typography.Title>
            <RelatedTable marketplace={marketplace} related={data.related} />
          </section>
        </Flex>
      )}
    </QueryResult>
  );
}

/** /search/research?marketplace=&term=: one term over every imported period. */
export function TermResearchPage() {
  const { t } = useTranslation('aba');
  const { params, update } = useUrlState();
  const marketplace = readMarketplace(params);
  const scope = readScope(params);
  const term = params.get('term')?.trim() ?? '';
  const department = params.get('department') ?? undefined;
  const [draft, setDraft] = useState(term);
  useEffect(() => setDraft(term), [term]);
  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('aba.research.title')} intro={t('aba.research.intro')} />
      <ScopeFilter
        value={scope}
        onChange={(next) => update({ scope: next === 'all' ? undefined : next, department: undefined })}
      />
      <Form layout="vertical" className="aba-filters">
        <Row gutter={[12, 0]} align="bottom">
          <Col xs={24} sm={8} lg={4}>
            <Form.Item label={t('aba.picker.marketplace')} colon={false}>
              <Select
                aria-label={t('aba.picker.marketplace')}
                value={marketplace}
                options={MARKETPLACES.map((m) => ({ value: m.code, label: `${m.code} · ${m.domain}` }))}
                onChange={(value) => update({ marketplace: value, department: undefined })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16} lg={10}>
            <Form.Item label={t('aba.research.termLabel')} colon={false}>
              <Input.Search
                aria-label={t('aba.research.termLabel')}
                placeholder={t('aba.research.termPlaceholder')}
                value={draft}
                maxLength={200}
                enterButton={t('aba.research.go')}
                onChange={(e) => setDraft(e.target.value)}
                onSearch={(value) => update({ term: value.trim() || undefined, department: undefined })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {term ? (
        <TermResearch
          key={`${marketplace}/${scope}/${term}/${department ?? ''}`}
          marketplace={marketplace}
          scope={scope}
          term={term}
          department={department}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('aba.research.enterTerm')}</Typography.Paragraph>
      )}
    </Flex>
  );
}
