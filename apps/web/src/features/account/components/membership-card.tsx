import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatPowerBalance } from '../../../lib/format';
import type { SessionUser } from '../../../lib/session';
import { topUpDialog } from '../../../lib/top-up-store';

/** The id of the membership plans card, so other pages can link to it. */
export const MEMBERSHIP_PLANS_ID = 'membership-plans';

/** Membership validity, the power balance (two decimals) and the money balance. */
export function MembershipCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const notSet = t('common.notSet');
  return (
    <>
      <Statistic
        title={t('userCenter.power')}
        value={user.power}
        // One text node ("3.10"), not antd's split integer and decimal parts.
        formatter={(value) => formatPowerBalance(Number(value))}
        prefix={<ThunderboltOutlined aria-hidden />}
        style={{ marginBottom: 16 }}
      />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Button onClick={topUpDialog.open}>{t('userCenter.topUp')}</Button>
        <Button href={`#${MEMBERSHIP_PLANS_ID}`}>{t('userCenter.buyMembership')}</Button>
        <Link to="/order" style={{ alignSelf: 'center' }}>
          {t('userCenter.orders')}
        </Link>
      </Flex>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('userCenter.account')}>
          {user.email ?? user.phone ?? notSet}
        </Descriptions.Item>
        <Descriptions.Item label={t('userCenter.level')}>{user.level_text || notSet}</Descriptions.Item>
        <Descriptions.Item label={t('userCenter.validFrom')}>
          {formatDate(user.start_time) ?? notSet}
        </Descriptions.Item>
        <Descriptions.Item label={t('userCenter.validUntil')}>
          {formatDate(user.end_time) ?? notSet}
        </Descriptions.Item>
        <Descriptions.Item label={t('userCenter.money')}>{formatPowerBalance(user.money)}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
