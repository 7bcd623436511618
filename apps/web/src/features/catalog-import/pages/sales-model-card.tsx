import type { CatalogSources } from '@asinasin/contract';
import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

type SalesModel = CatalogSources['salesModel'];
type Curve = SalesModel['curves'][number];

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * How the site estimates monthly sales from BSR: every curve an estimate can name, whether it is a
 * default or was fitted to a seller's own sales, and the error shown with its estimates.
 */
export function SalesModelCard({ model }: { model: SalesModel }) {
  const { t } = useTranslation('catalog-import');
  return (
    <Card id="sales-model" title={t('dataSources.salesModel')}>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 860 }}>
        {t('dataSources.salesModelIntro', { band: percent(model.band.relative) })}
      </Typography.Paragraph>
      <Table<Curve>
        rowKey="name"
        pagination={false}
        scroll={{ x: 860 }}
        dataSource={model.curves}
        columns={[
          {
            title: t('dataSources.curve'),
            dataIndex: 'name',
            width: 200,
            render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
          },
          {
            title: t('dataSources.formula'),
            key: 'formula',
            width: 210,
            render: (_, curve) => `${curve.a.toLocaleString()} × BSR^-${curve.b}`,
          },
          {
            title: t('dataSources.curveKind'),
            key: 'kind',
            width: 260,
            render: (_, curve) =>
              curve.calibration ? (
                <>
                  <Tag color="green">{t('dataSources.calibrated')}</Tag>
                  {t('dataSources.calibratedError', {
                    date: formatDate(curve.calibration.calibratedAt),
                    observations: curve.calibration.observations.toLocaleString(),
                    median: percent(curve.calibration.medianApe),
                    p90: percent(curve.calibration.p90Ape),
                  })}
                </>
              ) : (
                <>
                  <Tag>{t('dataSources.default')}</Tag>
                  {t('dataSources.defaultBand', { band: percent(model.band.relative) })}
                </>
              ),
          },
          { title: t('dataSources.curveSource'), dataIndex: 'source' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {model.band.source}
      </Typography.Paragraph>
    </Card>
  );
}
