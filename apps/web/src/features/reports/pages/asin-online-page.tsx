import { ASIN_PATTERN, DEFAULT_MARKETPLACE } from '@asinasin/contract';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useReportView } from '../api/report-calls';
import { ReportView } from '../components/report-view';

/** /product/online/{marketplace}/{asin}: the seller's latest report on one product. */
export function AsinOnlinePage() {
  const { t } = useTranslation('reports');
  const params = useParams();
  const asin = (params.asin ?? '').toUpperCase();
  const marketplace = (params.marketplace ?? DEFAULT_MARKETPLACE).toUpperCase();
  if (!ASIN_PATTERN.test(asin)) {
    return (
      <Result
        status="warning"
        title={t('reports.online.notFound')}
        extra={<Link to="/products/asin_fx/index">{t('reports.online.back')}</Link>}
      />
    );
  }
  return <AsinReport asin={asin} marketplace={marketplace} />;
}

function AsinReport({ asin, marketplace }: { asin: string; marketplace: string }) {
  const view = useReportView('asin', { marketplace, asin });
  return <ReportView title={`${asin} · ${marketplace}`} listPath="/products/asin_fx/index" view={view} />;
}
