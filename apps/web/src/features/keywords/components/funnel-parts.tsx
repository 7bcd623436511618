import { OWN_FUNNEL_PERIODS, type OwnFunnelPeriod, type OwnFunnelRow } from '@asinasin/contract';
import { Empty, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
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

/**
 * Weekly, monthly or quarterly: which of Amazon's report periods the funnel shows, the newest of it
 * (decisions/0067). It offers the kinds the seller's reports hold (`kinds`, of the last answer: kept
 * while the next one loads) and the one chosen, and only when that is more than one.
 */
export function FunnelPeriodSwitch({
  value,
  onChange,
  kinds,
}: {
  value: OwnFunnelPeriod;
  onChange: (period: OwnFunnelPeriod) => void;
  kinds: OwnFunnelPeriod[] | undefined;
}) {
  const { t } = useTranslation('keywords');
  const [held, setHeld] = useState<OwnFunnelPeriod[]>([]);
  if (kinds && kinds !== held) setHeld(kinds);
  const offered = OWN_FUNNEL_PERIODS.filter((period) => period === value || (kinds ?? held).includes(period));
  if (offered.length < 2) return null;
  return (
    <Segmented<OwnFunnelPeriod>
      size="small"
      value={value}
      onChange={onChange}
      options={offered.map((period) => ({ value: period, label: t(`keywords.funnel.${period}`) }))}
      data-testid="own-funnel-period"
    />
  );
}

/**
 * No report of the seller's own holds it yet: why, and where to connect and sync an account. Their
 * reports hold it for another period (`kinds`): the switch above offers it.
 */
export function FunnelEmpty({ what, kinds }: { what: string; kinds: OwnFunnelPeriod[] }) {
  const { t } = useTranslation('keywords');
  if (kinds.length > 0)
    return <Empty data-testid="own-funnel-empty" description={t('keywords.funnel.otherPeriod')} />;
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
