import type { RiskContent, RiskMarkImageHit } from '@asinasin/contract';
import { Alert, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RiskLevelTag } from './risk-level-tag';
import { SessionImage } from './session-image';

/**
 * Figurative marks whose image is close to the analysed image, each with the mark's image, its
 * similarity and why (docs/risk.md, "Mark images"); beside the word-mark hits.
 */
export function FigurativeEvidence({
  figurative,
}: {
  figurative: NonNullable<RiskContent['trademarks']['figurative']>;
}) {
  const { t } = useTranslation('risk');
  if (figurative.indexed === 0)
    return (
      <Alert
        type="info"
        showIcon
        title={t('risk.figurative.emptyCatalog')}
        data-testid="risk-figurative-empty"
      />
    );
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('risk.figurative.intro')}</Typography.Text>
      <Table<RiskMarkImageHit>
        size="small"
        rowKey="id"
        dataSource={figurative.hits}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('risk.figurative.none') }}
        data-testid="risk-figurative"
        columns={[
          {
            title: t('risk.figurative.image'),
            render: (_, hit) => <SessionImage url={hit.imageUrl} alt={hit.mark} size={72} />,
          },
          {
            title: t('risk.columns.mark'),
            render: (_, hit) => (
              <Link to={`/trademark?trademark=${encodeURIComponent(hit.mark)}`}>{hit.mark}</Link>
            ),
          },
          {
            title: t('risk.columns.serial'),
            render: (_, hit) => `${hit.office ?? ''} ${hit.serialNumber ?? hit.registrationNumber ?? '—'}`,
          },
          { title: t('risk.columns.status'), render: (_, hit) => t(`risk.markStatus.${hit.status}`) },
          { title: t('risk.columns.classes'), render: (_, hit) => hit.classes.join(', ') || '—' },
          { title: t('risk.columns.owner'), render: (_, hit) => hit.owner ?? '—' },
          { title: t('risk.columns.similarity'), render: (_, hit) => `${Math.round(hit.score * 100)}%` },
          {
            title: t('risk.columns.why'),
            render: (_, hit) => hit.why.map((w) => t(`risk.figurative.why.${w}`)).join(' · '),
          },
          { title: t('risk.columns.level'), render: (_, hit) => <RiskLevelTag level={hit.level} /> },
        ]}
      />
    </Flex>
  );
}
