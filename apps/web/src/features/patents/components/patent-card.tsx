import type { DesignPatent, PatentHit } from '@asinasin/contract';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { percentOf, whyText } from '../model/why';
import { PatentDrawing } from './patent-drawing';

/** One design patent: drawing, title, number, class, dates, applicant; a search hit adds score and why. */
export function PatentCard({ patent }: { patent: DesignPatent | PatentHit }) {
  const { t } = useTranslation('patents');
  const hit = 'score' in patent ? patent : null;
  const locarno = patent.locarnoClass
    ? [patent.locarnoClass, patent.locarnoSubclass].filter(Boolean).join('-')
    : null;
  const dates = [
    patent.applyDate && t('patents.applied', { date: patent.applyDate }),
    patent.publicationDate && t('patents.published', { date: patent.publicationDate }),
  ].filter(Boolean);
  return (
    <Card size="small" data-testid="patent-card">
      <Flex gap={12} align="start">
        <PatentDrawing url={patent.drawingUrl} alt={patent.title} />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong data-testid="patent-title">
            {patent.title}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('patents.number', { value: patent.patentNumber })}
            {locarno && ` · ${t('patents.locarno', { code: locarno })}`}
            {locarno && patent.locarnoMapped && t('patents.locarnoMapped', { uspc: patent.uspcClass })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {dates.length ? dates.join(' · ') : t('patents.noDates')}
          </Typography.Text>
          <Typography.Text ellipsis>{patent.applicant ?? t('patents.noApplicant')}</Typography.Text>
          {hit && (
            <Flex gap={4} wrap align="center">
              <Tag color="blue" data-testid="patent-score">
                {t('patents.score', { percent: percentOf(hit.score) })}
              </Tag>
              {hit.imageScore !== null && (
                <Tag>{t('patents.imageScore', { percent: percentOf(hit.imageScore) })}</Tag>
              )}
              <span data-testid="patent-why" aria-label={t('patents.why.label')}>
                {hit.why.map((code) => (
                  <Tag key={code} color="green">
                    {whyText(t, code)}
                  </Tag>
                ))}
              </span>
            </Flex>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
