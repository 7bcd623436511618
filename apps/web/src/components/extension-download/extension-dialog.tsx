import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Browser } from './browsers';
import { ExtensionGuide } from './extension-guide';

export interface ExtensionDialogProps {
  browser: Browser | null;
  onClose: () => void;
}

/** The install guide of the chosen browser in a dialog; loaded when a browser is first chosen. */
export default function ExtensionDialog({ browser, onClose }: ExtensionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={browser !== null}
      title={t('extension.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
    >
      {browser && <ExtensionGuide browser={browser} />}
    </Modal>
  );
}
