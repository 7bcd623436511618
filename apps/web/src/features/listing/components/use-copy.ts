import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';

/**
 * Copy content (SPEC §2) with 'copy succeeded' / 'copy failed' (SPEC §8). When the text holds
 * flagged brand names, the seller confirms first (brand safety before copying).
 */
export function useCopy() {
  const { t } = useTranslation('listing');
  const { message, modal } = App.useApp();

  const write = useCallback(
    async (text: string) => {
      if (await copyText(text)) void message.success(t('common.copySucceeded'));
      else void message.error(t('common.copyFailed'));
    },
    [message, t],
  );

  return useCallback(
    (text: string, brands: readonly string[] = []) => {
      if (brands.length === 0) return void write(text);
      modal.confirm({
        title: t('listing.brands.title'),
        content: t('listing.brands.body', { brands: brands.join('、') }),
        okText: t('listing.brands.confirmCopy'),
        cancelText: t('common.cancel'),
        // The click on "copy anyway" is the gesture the clipboard asks for.
        onOk: () => void write(text),
      });
    },
    [modal, t, write],
  );
}
