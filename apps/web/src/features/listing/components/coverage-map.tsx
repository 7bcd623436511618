import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import type { CoverageMap as Coverage } from '@asinasin/contract';
import { Flex, Grid, Table, Tag, Typography } from 'antd';
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

/** Wide screens: a keyword × place table, the map at a glance. */
function CoverageTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('listing');
  const found = t('listing.coverage.found');
  const notFound = t('listing.coverage.notFound');
  return (
    <Table<Row>
      size="small"
      pagination={false}
      rowKey="keyword"
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('listing.coverage.keyword'), dataIndex: 'keyword' },
        {
          title: t('listing.coverage.inTitle'),
          align: 'center',
          render: (_, row) => (
            <Flex gap={4} justify="center" align="center">
              <Mark found={row.title} label={row.title ? found : notFound} />
              {row.titlePhrase && (
                <Tag color="blue" style={{ marginInlineEnd: 0 }} title={t('listing.coverage.phrase')}>
                  {t('listing.coverage.phraseTag')}
                </Tag>
              )}
            </Flex>
          ),
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
  );
}

/** Phones: each keyword with the places that hold it, no sideways scrolling. */
function CoverageList({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('listing');
  const placesOf = (row: Row) => [
    ...(row.title ? [t('listing.coverage.places.title')] : []),
    ...(row.bullets.length ? [t('listing.coverage.places.bullets', { list: bulletNumbers(row) })] : []),
    ...(row.description ? [t('listing.coverage.places.description')] : []),
    ...(row.searchTerms ? [t('listing.coverage.places.searchTerms')] : []),
  ];
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => {
        const places = placesOf(row);
        return (
          <li key={row.keyword} style={{ padding: '6px 0', borderBottom: `1px solid ${palette.border}` }}>
            <Flex wrap gap={4} align="center">
              <Typography.Text strong style={{ marginInlineEnd: 4 }}>
                {row.keyword}
              </Typography.Text>
              {places.length === 0 && <Tag color="error">{t('listing.coverage.notFound')}</Tag>}
              {places.map((place) => (
                <Tag key={place} color="success" style={{ marginInlineEnd: 0 }}>
                  {place}
                </Tag>
              ))}
              {row.titlePhrase && (
                <Tag color="blue" style={{ marginInlineEnd: 0 }} title={t('listing.coverage.phrase')}>
                  {t('listing.coverage.phraseTag')}
                </Tag>
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}

/** Which keyword appears where (title, which bullets, description, backend terms) and which nowhere. */
export function CoverageMap({ coverage }: { coverage: Coverage }) {
  const { t } = useTranslation('listing');
  const screens = Grid.useBreakpoint();
  const total = coverage.keywords.length;
  if (total === 0) return <Typography.Text type="secondary">{t('listing.coverage.none')}</Typography.Text>;

  return (
    <Flex vertical gap={8} data-testid="coverage-map">
      <Typography.Text>
        {t('listing.coverage.ratio', { covered: total - coverage.missing.length, total })}
      </Typography.Text>
      {screens.sm === false ? (
        <CoverageList rows={coverage.keywords} />
      ) : (
        <CoverageTable rows={coverage.keywords} />
      )}
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
