import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const STEPS = ['payment.blocked.step1', 'payment.blocked.step2', 'payment.blocked.step3'] as const;

/** SPEC §2: the browser blocked the payment popup; three steps to allow it and pay again. */
export function PopupBlockedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <Modal
      open={open}
      title={t('payment.blocked.title')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('payment.blocked.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={{ 'aria-label': t('common.close') }}
    >
      <Typography.Paragraph>{t('payment.blocked.intro')}</Typography.Paragraph>
      <ol style={{ paddingInlineStart: 20, margin: 0 }}>
        {STEPS.map((step) => (
          <li key={step} style={{ marginBottom: 8 }}>
            {t(step)}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
