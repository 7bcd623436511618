import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';

/**
 * Exports the whole result as CSV: the button spins while the server streams the file, and a
 * failure says why (the envelope's message).
 */
export function CsvButton({ download, disabled }: { download: () => Promise<void>; disabled?: boolean }) {
  const { t } = useTranslation('keywords');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      void message.error(t('keywords.exportFailed', { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={disabled}
      onClick={() => void run()}
      data-testid="csv-export"
    >
      {busy ? t('keywords.exporting') : t('keywords.exportCsv')}
    </Button>
  );
}
