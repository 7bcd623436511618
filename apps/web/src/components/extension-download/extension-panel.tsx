import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROWSERS, type BrowserKey } from './browsers';
import { ExtensionGuide } from './extension-guide';

/** The install guide inline, with a browser switch (the multi-device page shows this). */
export function ExtensionPanel() {
  const { t } = useTranslation();
  const [key, setKey] = useState<BrowserKey>('chrome');
  const browser = BROWSERS.find((b) => b.key === key) ?? BROWSERS[0];
  return (
    <>
      <Segmented
        block
        value={key}
        onChange={(value) => setKey(value as BrowserKey)}
        options={BROWSERS.map((b) => ({ value: b.key, label: t(b.label) }))}
        style={{ marginBottom: 16 }}
      />
      <ExtensionGuide browser={browser} />
    </>
  );
}
