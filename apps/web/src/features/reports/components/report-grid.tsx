import type { ReportKind } from '@asinasin/contract';
import { App, Empty, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useReportList } from '../api/report-calls';
import { ReportCard } from './report-card';
import { asinCardSubject, marketCardSubject, type CardSubject } from './report-subject';
import { useReportActions } from './use-report-actions';
import './reports.css';

/**
 * The seller's report cards of one kind, newest first (SPEC §3, §9: page 1, size 20). While a card
 * is in progress the list is read again, so it turns done or failed without a reload.
 */
export function ReportGrid({ kind }: { kind: ReportKind }) {
  const { t } = useTranslation('reports');
  const { message } = App.useApp();
  const list = useReportList(kind);
  const { download, regenerate } = useReportActions(kind);

  // SPEC §8: a list that fails to load says the error's message as a negative toast.
  useEffect(() => {
    if (list.isError) void message.error(errorMessage(list.error));
  }, [list.isError, list.error, message]);

  if (list.isPending) return <Skeleton active />;
  if (list.isError) return <Typography.Text type="danger">{t('reports.listError')}</Typography.Text>;
  const cards: CardSubject[] = list.data.row.map((row) =>
    'asin' in row ? asinCardSubject(row) : marketCardSubject(row),
  );
  if (cards.length === 0) return <Empty description={t('reports.empty')} />;
  return (
    <div className="report-grid" data-testid={`report-grid-${kind}`}>
      {cards.map((card) => (
        <ReportCard key={card.id} card={card} onDownload={download} onRegenerate={regenerate} />
      ))}
    </div>
  );
}
