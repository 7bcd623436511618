import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { EXTENSION_VERSION } from '@asinasin/contract';
import { Alert, App, Button, Flex, Input, Space, Spin, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/copy-text';
import type { Browser } from './browsers';
import { useExtensionZip } from './use-extension-zip';

/** How to install the extension in one browser: address to copy, zip, five steps, two warnings. */
export function ExtensionGuide({ browser }: { browser: Browser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const zip = useExtensionZip();
  const addressId = useId();
  const fileName = zip.path.split('/').pop() ?? '';

  const onCopy = async () => {
    const ok = await copyText(browser.address);
    if (ok) void message.success(t('common.copySucceeded'));
    else void message.error(t('common.copyFailed'));
  };

  const steps = [
    t('extension.steps.download'),
    t('extension.steps.open', { address: browser.address }),
    t('extension.steps.devMode'),
    t('extension.steps.drag'),
    t('extension.steps.check'),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong>{t('extension.browserTitle', { browser: t(browser.label) })}</Typography.Text>
        <Tag color="processing">{t('extension.latest', { version: EXTENSION_VERSION })}</Tag>
      </Flex>
      <div>
        <label htmlFor={addressId}>
          <Typography.Text type="secondary">{t('extension.address')}</Typography.Text>
        </label>
        <Space.Compact style={{ width: '100%', marginTop: 4 }}>
          <Input id={addressId} value={browser.address} readOnly />
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void onCopy()}>
            {t('extension.copyAddress')}
          </Button>
        </Space.Compact>
      </div>
      <div>
        {zip.isChecking ? (
          <Flex align="center" gap={8}>
            <Spin size="small" />
            <Typography.Text type="secondary">{t('extension.checking')}</Typography.Text>
          </Flex>
        ) : zip.isAvailable ? (
          <Typography.Link href={zip.path} download>
            <DownloadOutlined aria-hidden /> {t('extension.download', { file: fileName })}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">{t('extension.unavailable')}</Typography.Text>
        )}
      </div>
      <ol style={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.9 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Alert type="warning" showIcon title={t('extension.warnKeep')} />
      <Alert type="warning" showIcon title={t('extension.warnRemoveOld')} />
    </Flex>
  );
}
