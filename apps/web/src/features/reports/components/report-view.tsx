import type { ReportView as View } from '@asinasin/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { App, Button, Flex, Result, Skeleton, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { downloadReport } from './download-report';
import { ReportDocument } from './report-document';
import './reports.css';

interface ReportViewProps {
  title: string;
  listPath: string;
  view: UseQueryResult<View>;
}

/** The online view of a report (SPEC §2): every section, its sources and gaps, the summary. */
export function ReportView({ title, listPath, view }: ReportViewProps) {
  const { t } = useTranslation('reports');
  const { message } = App.useApp();
  const back = (
    <Link to={listPath} className="report-no-print">
      {t('reports.online.back')}
    </Link>
  );
  if (view.isPending) {
    return (
      <div aria-busy="true" aria-label={t('reports.online.loading')}>
        <Skeleton active />
      </div>
    );
  }
  if (view.isError) {
    return (
      <Result status="warning" title={errorMessage(view.error)} extra={back} data-testid="report-error" />
    );
  }
  const report = view.data;
  if (report.state === 0) {
    return (
      <Result
        icon={<Spin size="large" />}
        title={title}
        subTitle={t('reports.online.inProgress')}
        extra={back}
        data-testid="report-in-progress"
      />
    );
  }
  if (report.state === 2 || !report.content) {
    return (
      <Result
        status="error"
        title={t('reports.online.failed')}
        subTitle={report.failure ?? undefined}
        extra={back}
        data-testid="report-failed"
      />
    );
  }
  return (
    <ReportDocument
      title={title}
      content={report.content}
      actions={
        <Flex gap={8} className="report-no-print">
          {back}
          {report.url && (
            <Button
              data-testid="report-download"
              onClick={() =>
                downloadReport(report.id).catch((error: unknown) => void message.error(errorMessage(error)))
              }
            >
              {t('reports.card.download')}
            </Button>
          )}
        </Flex>
      }
    />
  );
}
