import { Flex, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '../../../theme';

/** A listing's score (0…100) and whether it passes: it passes only without any error. */
export function ScoreSummary({ score, passes, errors }: { score: number; passes: boolean; errors: number }) {
  const { t } = useTranslation('listing');
  const color = passes ? (score >= 80 ? palette.success : palette.warning) : palette.danger;
  return (
    <Flex align="center" gap={12} data-testid="score-summary" data-score={score} data-passes={String(passes)}>
      <Progress
        type="circle"
        size={56}
        percent={score}
        strokeColor={color}
        format={() => score}
        aria-label={`${t('listing.result.score')} ${t('listing.result.scoreValue', { score })}`}
      />
      <Flex vertical gap={2}>
        <Typography.Text type="secondary">{t('listing.result.score')}</Typography.Text>
        {passes ? (
          <Tag color="success">{t('listing.result.passes')}</Tag>
        ) : (
          <Tag color="error">{t('listing.result.errors', { count: errors })}</Tag>
        )}
      </Flex>
    </Flex>
  );
}
