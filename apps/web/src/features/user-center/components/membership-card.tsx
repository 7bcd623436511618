import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Descriptions, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPowerBalance } from '../../../lib/format';
import type { SessionUser } from '../../../lib/session';
import { topUpDialog } from '../../../lib/top-up-store';

/** Membership validity and the power balance (two decimals). */
export function MembershipCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('user-center');
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
      <Button onClick={topUpDialog.open} style={{ marginBottom: 16 }}>
        {t('userCenter.topUp')}
      </Button>
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
      </Descriptions>
    </>
  );
}
