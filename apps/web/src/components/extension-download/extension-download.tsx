import { ChromeOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSERS, type Browser } from './browsers';
import { ExtensionGuide } from './extension-guide';

/** Top-bar entry: a menu of the three browsers; each opens its install guide. */
export function ExtensionDownload({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [browser, setBrowser] = useState<Browser | null>(null);

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: BROWSERS.map((b) => ({ key: b.key, label: t(b.label) })),
          onClick: ({ key }) => setBrowser(BROWSERS.find((b) => b.key === key) ?? null),
        }}
      >
        <Button
          type="text"
          icon={<ChromeOutlined aria-hidden />}
          aria-label={compact ? t('extension.button') : undefined}
        >
          {!compact && (
            <>
              {t('extension.button')} <DownOutlined aria-hidden style={{ fontSize: 10 }} />
            </>
          )}
        </Button>
      </Dropdown>
      <Modal
        open={browser !== null}
        title={t('extension.title')}
        onCancel={() => setBrowser(null)}
        footer={null}
        destroyOnHidden
        closable={{ 'aria-label': t('common.close') }}
      >
        {browser && <ExtensionGuide browser={browser} />}
      </Modal>
    </>
  );
}
