import { OWN_FUNNEL_PERIODS, type OwnFunnelPeriod, type OwnFunnelRow } from '@asinasin/contract';
import { Empty, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../components/catalog-values';
import { ShareCell } from './shared-cells';

export type Stage = 'impressions' | 'clicks' | 'cartAdds' | 'purchases';
export const STAGES: Stage[] = ['impressions', 'clicks', 'cartAdds', 'purchases'];

/** One funnel stage: the ASIN's count of all ASINs' count, and its share. */
export function StageCell({ row, stage }: { row: Pick<OwnFunnelRow, Stage>; stage: Stage }) {
  const format = useFormatters();
  const { total, asin, share } = row[stage];
  const count = (n: number | null) => (n === null ? '—' : format.number(n));
  return (
    <Flex vertical>
      <span>
        {count(asin)} / {count(total)}
      </span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <ShareCell value={share} />
      </Typography.Text>
    </Flex>
  );
}

/** Weekly or monthly: which of Amazon's report periods the funnel shows, the newest of it. */
export function FunnelPeriodSwitch({
  value,
  onChange,
}: {
  value: OwnFunnelPeriod;
  onChange: (period: OwnFunnelPeriod) => void;
}) {
  const { t } = useTranslation('keywords');
  return (
    <Segmented<OwnFunnelPeriod>
      size="small"
      value={value}
      onChange={onChange}
      options={OWN_FUNNEL_PERIODS.map((period) => ({ value: period, label: t(`keywords.funnel.${period}`) }))}
      data-testid="own-funnel-period"
    />
  );
}

/** No report of the seller's own holds it yet: why, and where to connect and sync an account. */
export function FunnelEmpty({ what }: { what: string }) {
  const { t } = useTranslation('keywords');
  return (
    <Empty
      data-testid="own-funnel-empty"
      description={
        <>
          <Typography.Text strong>{what}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('keywords.funnel.how')}</Typography.Text>
          <br />
          <Link to="/data#amazon-account">{t('keywords.funnel.connect')}</Link>
        </>
      }
    />
  );
}
