import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPowerBalance } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { topUpDialog, useTopUpDialogOpen } from '../../../lib/top-up-store';
import { Checkout } from './checkout';

/**
 * The compute-power top-up dialog (SPEC §2): persistent (the backdrop does not close it), closed
 * with the icon in its header; lists the power plans and buys one (SPEC §4). Loaded the first
 * time it opens (see top-up-dialog.tsx).
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
      width={760}
      destroyOnHidden
    >
      {session.isLogin && (
        <Typography.Paragraph data-testid="top-up-balance">
          {t('topUp.balance', { power: formatPowerBalance(session.user.power) })}
        </Typography.Paragraph>
      )}
      <Checkout kind="power" />
    </Modal>
  );
}
