import type { TrademarkRow } from '@asinasin/contract';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerTable, type ServerColumns, type TableChange } from '../../../components/server-table';
import { useSessionImage } from '../../../lib/use-session-image';

/** The mark's image as imported with its record (the catalog's copy; an office's link is not loaded). */
function MarkImage({ url, alt }: { url: string; alt: string }) {
  const src = useSessionImage(url);
  const box = { width: 120, height: 60, objectFit: 'contain' as const, background: '#fff' };
  return src ? (
    <img src={src} alt={alt} style={box} data-testid="trademark-image" />
  ) : (
    <div style={box} aria-label={alt} />
  );
}

const STATUS_COLOURS = { live: 'red', dead: 'default', unknown: 'orange' } as const;

function Dates({ row }: { row: TrademarkRow }) {
  const { t } = useTranslation('trademarks');
  const lines = [
    row.filingDate && t('trademarks.filed', { date: row.filingDate }),
    row.registrationDate && t('trademarks.registered', { date: row.registrationDate }),
    row.expiryDate && t('trademarks.expires', { date: row.expiryDate }),
  ].filter(Boolean);
  if (lines.length === 0)
    return <Typography.Text type="secondary">{t('trademarks.noDates')}</Typography.Text>;
  return (
    <Flex vertical style={{ whiteSpace: 'nowrap' }}>
      {lines.map((line) => (
        <span key={line as string}>{line}</span>
      ))}
    </Flex>
  );
}

/** The marks like the brand: mark, why, status, classes, owner, office and numbers, dates. */
export function TrademarkTable(props: {
  rows: TrademarkRow[];
  total: number;
  page: number;
  size: number;
  loading: boolean;
  classHeading: (n: number) => string | undefined;
  onChange: (change: TableChange) => void;
}) {
  const { t } = useTranslation('trademarks');
  const { classHeading } = props;
  const columns = useMemo(
    (): ServerColumns<TrademarkRow> => [
      {
        key: 'mark',
        title: t('trademarks.columns.mark'),
        fixed: 'left',
        width: 160,
        render: (_, row) => (
          <Flex vertical gap={4}>
            <Typography.Text strong data-testid="trademark-mark">
              {row.mark}
            </Typography.Text>
            {row.imageUrl?.startsWith('/api/') && <MarkImage url={row.imageUrl} alt={row.mark} />}
          </Flex>
        ),
      },
      {
        key: 'why',
        title: t('trademarks.columns.why'),
        width: 170,
        render: (_, row) => (
          <Flex gap={4} wrap data-testid="trademark-why">
            {row.why.map((why) => (
              <Tag key={why} color={why === 'exact' || why === 'spacing' ? 'volcano' : 'blue'}>
                {t(`trademarks.why.${why}`)}
              </Tag>
            ))}
            {row.distance > 0 && row.why.includes('editDistance') && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('trademarks.distance', { count: row.distance })}
              </Typography.Text>
            )}
          </Flex>
        ),
      },
      {
        key: 'status',
        title: t('trademarks.columns.status'),
        width: 90,
        render: (_, row) => (
          <Tooltip title={row.statusCode ?? undefined}>
            <Tag color={STATUS_COLOURS[row.status]} data-testid="trademark-status">
              {t(`trademarks.statuses.${row.status}`)}
            </Tag>
          </Tooltip>
        ),
      },
      {
        key: 'classes',
        title: t('trademarks.columns.classes'),
        width: 110,
        render: (_, row) =>
          row.classes.length === 0 ? (
            <Typography.Text type="secondary">{t('trademarks.noValue')}</Typography.Text>
          ) : (
            <Flex gap={4} wrap>
              {row.classes.map((n) => (
                <Tooltip key={n} title={classHeading(n)}>
                  <Tag>{n}</Tag>
                </Tooltip>
              ))}
            </Flex>
          ),
      },
      {
        key: 'owner',
        title: t('trademarks.columns.owner'),
        width: 200,
        render: (_, row) =>
          row.owner ?? <Typography.Text type="secondary">{t('trademarks.noOwner')}</Typography.Text>,
      },
      {
        key: 'office',
        title: t('trademarks.columns.office'),
        width: 170,
        render: (_, row) => (
          <Flex vertical style={{ whiteSpace: 'nowrap' }}>
            <span>{t(`trademarks.offices.${row.office ?? 'none'}`)}</span>
            {row.serialNumber && <span>{t('trademarks.serial', { value: row.serialNumber })}</span>}
            {row.registrationNumber && (
              <span>{t('trademarks.registration', { value: row.registrationNumber })}</span>
            )}
          </Flex>
        ),
      },
      {
        key: 'dates',
        title: t('trademarks.columns.dates'),
        width: 170,
        render: (_, row) => <Dates row={row} />,
      },
    ],
    [t, classHeading],
  );
  return (
    <ServerTable
      rows={props.rows}
      total={props.total}
      columns={columns}
      page={props.page}
      pageSize={props.size}
      loading={props.loading}
      rowKey="id"
      onTableChange={props.onChange}
      totalText={(range) => t('trademarks.totalRange', range)}
      testId="trademark-table"
    />
  );
}
