import type { ReportContent } from '@asinasin/contract';
import { Alert, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportSection } from './report-section';
import { ReportWriting } from './report-writing';
import './reports.css';

interface ReportDocumentProps {
  title: string;
  content: ReportContent;
  /** the online view's links and buttons (none in print) */
  actions?: ReactNode;
  /** the PDF: sources as footnotes */
  print?: boolean;
}

/** A done report as one document: the online view and its PDF are this same view (docs/reports.md). */
export function ReportDocument({ title, content, actions, print = false }: ReportDocumentProps) {
  const { t } = useTranslation('reports');
  return (
    <Flex vertical gap={16} data-testid="report-view" data-kind={content.kind}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="report-title">
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {content.marketplace} ·{' '}
            {t('reports.online.generatedAt', { date: content.generatedAt.slice(0, 16).replace('T', ' ') })}
          </Typography.Text>
        </div>
        {actions}
      </Flex>
      <ReportWriting writing={content.writing} />
      {content.sections.map((section) => (
        <ReportSection key={section.key} section={section} print={print} />
      ))}
      {content.sections.length === 0 && <Alert type="info" title={t('reports.online.empty')} />}
    </Flex>
  );
}
