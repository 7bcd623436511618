import { API, type RiskAnalysis } from '@asinasin/contract';
import { Alert, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { UploadProgress } from '../../../components/upload/upload';
import { useRiskAnalysis } from '../api/risk-calls';
import { FigurativeEvidence } from './figurative-evidence';
import { PatentEvidence, TrademarkEvidence } from './risk-evidence';
import { RiskLevelTag } from './risk-level-tag';
import { SessionImage } from './session-image';

function AnalysisView({ analysis }: { analysis: RiskAnalysis }) {
  const { t } = useTranslation('risk');
  const subject = [
    analysis.asin && `${analysis.marketplace} ${analysis.asin}`,
    analysis.brand,
    analysis.title,
  ]
    .filter(Boolean)
    .join(' · ');
  const content = analysis.content;
  return (
    <Flex vertical gap={16} data-testid="risk-result" data-state={analysis.state}>
      <Flex gap={12} align="flex-start" wrap>
        {analysis.hasImage && (
          <SessionImage
            url={API.riskImage.replace(':id', String(analysis.id))}
            alt={t('risk.imagePreview')}
            size={96}
            testId="risk-result-image"
          />
        )}
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Typography.Text type="secondary">{t('risk.subject')}</Typography.Text>
          <Typography.Text strong>{subject || t('risk.noImage')}</Typography.Text>
          {analysis.level && (
            <div>
              <RiskLevelTag level={analysis.level} />
            </div>
          )}
        </Flex>
      </Flex>
      {analysis.state === 0 && <UploadProgress percentage={analysis.progress} label={t('risk.progress')} />}
      {analysis.failure && (
        <Alert type="error" showIcon title={analysis.failure} data-testid="risk-failure" />
      )}
      {content && (
        <>
          <Card size="small" title={t('risk.verdict')} data-testid="risk-verdict">
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 8 }}>
              {content.writing.text}
            </Typography.Paragraph>
            <Typography.Text type="secondary" data-testid="risk-writer">
              {content.writing.ruleBased
                ? t('risk.ruleBased')
                : t('risk.modelWritten', { model: content.writing.model ?? '' })}
              {' · '}
              {t('risk.notLegalAdvice')}
            </Typography.Text>
          </Card>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('risk.trademarks')}
          </Typography.Title>
          <TrademarkEvidence trademarks={content.trademarks} />
          {content.trademarks.figurative && analysis.hasImage && (
            <>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('risk.figurative.title')}
              </Typography.Title>
              <FigurativeEvidence figurative={content.trademarks.figurative} />
            </>
          )}
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('risk.patents')}
          </Typography.Title>
          <PatentEvidence patents={content.patents} />
        </>
      )}
    </Flex>
  );
}

/** One analysis, read again every second while it runs (its progress bar), then its verdict and evidence. */
export function RiskResult({ id }: { id: number }) {
  const { t } = useTranslation('risk');
  const result = useRiskAnalysis(id);
  return (
    <QueryResult result={result} errorTitle={t('risk.listError')}>
      {(analysis: RiskAnalysis) => <AnalysisView analysis={analysis} />}
    </QueryResult>
  );
}
