import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useReportView } from '../api/report-calls';
import { ReportView } from '../components/report-view';

/** /market/online/{niche_id}: the seller's latest report on one market. */
export function MarketOnlinePage() {
  const { t } = useTranslation('reports');
  const nicheId = useParams().nicheId ?? '';
  if (!nicheId) {
    return (
      <Result
        status="warning"
        title={t('reports.online.notFound')}
        extra={<Link to="/products/sc_fx/index">{t('reports.online.back')}</Link>}
      />
    );
  }
  return <MarketReport nicheId={nicheId} />;
}

function MarketReport({ nicheId }: { nicheId: string }) {
  const view = useReportView('market', { nicheId });
  const subject = view.data?.content?.subject ?? nicheId;
  return <ReportView title={subject} listPath="/products/sc_fx/index" view={view} />;
}
