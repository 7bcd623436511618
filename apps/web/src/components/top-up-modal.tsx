import { Modal, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPowerBalance } from '../lib/format';
import { useSession } from '../lib/session';
import { topUpDialog, useTopUpDialogOpen } from '../lib/top-up-store';

/**
 * The compute-power top-up dialog (SPEC §2): persistent (the backdrop does not close it), closed
 * with the icon in its header. Plans arrive with the payments issue; until then it says so.
 * Loaded the first time it opens (see top-up-dialog.tsx).
 */
export default function TopUpModal() {
  const { t } = useTranslation();
  const isOpen = useTopUpDialogOpen();
  const session = useSession();
  return (
    <Modal
      open={isOpen}
      title={t('topUp.title')}
      onCancel={topUpDialog.close}
      mask={{ closable: false }}
      keyboard={false}
      closable={{ 'aria-label': t('common.close') }}
      footer={null}
      destroyOnHidden
    >
      {session.isLogin && (
        <Typography.Paragraph>
          {t('topUp.balance', { power: formatPowerBalance(session.user.power) })}
        </Typography.Paragraph>
      )}
      <Result status="info" title={t('topUp.unavailable')} subTitle={t('topUp.unavailableDetail')} />
    </Modal>
  );
}
