import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import type { CoverageMap as Coverage } from '@asinasin/contract';
import { Flex, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '../../../theme';

type Row = Coverage['keywords'][number];

/** Bullets are numbered from 1 for people (0-based in the data). */
const bulletNumbers = (row: Row) => row.bullets.map((i) => i + 1).join(', ');

function Mark({ found, label, children }: { found: boolean; label: string; children?: ReactNode }) {
  return (
    <span aria-label={label} title={label} style={{ color: found ? palette.success : palette.inkMuted }}>
      {found ? (children ?? <CheckOutlined aria-hidden />) : <MinusOutlined aria-hidden />}
    </span>
  );
}

/** Which keyword appears where (title, which bullets, description, backend terms) and which nowhere. */
export function CoverageMap({ coverage }: { coverage: Coverage }) {
  const { t } = useTranslation('listing');
  const total = coverage.keywords.length;
  const found = t('listing.coverage.found');
  const notFound = t('listing.coverage.notFound');
  if (total === 0) return <Typography.Text type="secondary">{t('listing.coverage.none')}</Typography.Text>;

  return (
    <Flex vertical gap={8} data-testid="coverage-map">
      <Typography.Text>
        {t('listing.coverage.ratio', { covered: total - coverage.missing.length, total })}
      </Typography.Text>
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="keyword"
        dataSource={coverage.keywords}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('listing.coverage.keyword'),
            dataIndex: 'keyword',
            render: (keyword: string, row) => (
              <span>
                {keyword}
                {row.titlePhrase && (
                  <Tag color="blue" style={{ marginInlineStart: 6 }} title={t('listing.coverage.phrase')}>
                    {t('listing.coverage.phraseTag')}
                  </Tag>
                )}
              </span>
            ),
          },
          {
            title: t('listing.coverage.inTitle'),
            align: 'center',
            render: (_, row) => <Mark found={row.title} label={row.title ? found : notFound} />,
          },
          {
            title: t('listing.coverage.inBullets'),
            align: 'center',
            render: (_, row) => (
              <Mark
                found={row.bullets.length > 0}
                label={row.bullets.length ? `${found}: ${bulletNumbers(row)}` : notFound}
              >
                {bulletNumbers(row)}
              </Mark>
            ),
          },
          {
            title: t('listing.coverage.inDescription'),
            align: 'center',
            render: (_, row) => <Mark found={row.description} label={row.description ? found : notFound} />,
          },
          {
            title: t('listing.coverage.inSearchTerms'),
            align: 'center',
            render: (_, row) => <Mark found={row.searchTerms} label={row.searchTerms ? found : notFound} />,
          },
        ]}
      />
      {coverage.missing.length > 0 ? (
        <Flex wrap gap={6} align="center" data-testid="coverage-missing">
          <Typography.Text type="danger">{t('listing.coverage.missing')}:</Typography.Text>
          {coverage.missing.map((keyword) => (
            <Tag key={keyword} color="error">
              {keyword}
            </Tag>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="success">{t('listing.coverage.allCovered')}</Typography.Text>
      )}
    </Flex>
  );
}
