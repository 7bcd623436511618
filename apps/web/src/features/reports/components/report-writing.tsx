import type { ReportContent } from '@asinasin/contract';
import { Alert, Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The written summary; rule-based writing says so, and sentences naming unknown numbers are flagged. */
export function ReportWriting({ writing }: { writing: ReportContent['writing'] }) {
  const { t } = useTranslation('reports');
  return (
    <Card
      size="small"
      title={t('reports.online.summary')}
      extra={
        <Tag color={writing.ruleBased ? 'default' : 'purple'} data-testid="writing-author">
          {writing.ruleBased
            ? t('reports.online.ruleBased')
            : t('reports.online.model', { model: writing.model })}
        </Tag>
      }
      data-testid="report-writing"
    >
      {writing.text.split(/\n+/).map((paragraph, i) => (
        <Typography.Paragraph key={i}>{paragraph}</Typography.Paragraph>
      ))}
      {writing.flagged.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('reports.online.flagged')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {writing.flagged.map((sentence, i) => (
                <li key={i}>{sentence}</li>
              ))}
            </ul>
          }
        />
      )}
    </Card>
  );
}
