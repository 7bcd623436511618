import type { ReportView as View } from '@asinasin/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Skeleton, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { ReportSection } from './report-section';
import { ReportWriting } from './report-writing';
import './reports.css';

interface ReportViewProps {
  title: string;
  listPath: string;
  view: UseQueryResult<View>;
}

/** The online view of a report (SPEC §2): every section, its sources and gaps, the summary. */
export function ReportView({ title, listPath, view }: ReportViewProps) {
  const { t } = useTranslation('reports');
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
  const content = report.content;
  return (
    <Flex vertical gap={16} data-testid="report-view" data-kind={content.kind}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {content.marketplace} ·{' '}
            {t('reports.online.generatedAt', { date: content.generatedAt.slice(0, 16).replace('T', ' ') })}
          </Typography.Text>
        </div>
        <Flex gap={8} className="report-no-print">
          {back}
          {report.url && (
            <Button href={report.url} target="_blank" rel="noopener">
              {t('reports.card.download')}
            </Button>
          )}
        </Flex>
      </Flex>
      <ReportWriting writing={content.writing} />
      {content.sections.map((section) => (
        <ReportSection key={section.key} section={section} />
      ))}
      {content.sections.length === 0 && <Alert type="info" title={t('reports.online.empty')} />}
    </Flex>
  );
}
