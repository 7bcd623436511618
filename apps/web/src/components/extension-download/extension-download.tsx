import { ChromeOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { BROWSERS, type Browser } from './browsers';

const ExtensionDialog = lazy(() => import('./extension-dialog'));

/** Top-bar entry: a menu of the three browsers; each opens its install guide (loaded on first use). */
export function ExtensionDownload({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [browser, setBrowser] = useState<Browser | null>(null);
  const shouldMountDialog = useOpenedOnce(browser !== null);

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
      {shouldMountDialog && (
        <Suspense fallback={null}>
          <ExtensionDialog browser={browser} onClose={() => setBrowser(null)} />
        </Suspense>
      )}
    </>
  );
}
