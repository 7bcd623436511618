import { DownloadOutlined } from '@ant-design/icons';
import {
  API,
  PRODUCT_EXPORT_MAX_ROWS,
  type ProductColumnKey,
  type ProductSelectionQuery,
} from '@asinasin/contract';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/catalog-values';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export interface ExportButtonProps {
  query: ProductSelectionQuery;
  /** the columns on screen: the file has the same ones */
  columns: readonly ProductColumnKey[];
  /** the whole result's size, known from the search */
  total: number;
}

/**
 * Downloads the whole result (every page, up to the cap) as CSV with the table's filters, sort and
 * columns. The server names the file; while it streams, a spinner says how many rows are coming.
 * The button goes in the toolbar; the note (cap, progress, failure) on a line of its own below.
 */
export function useCsvExport({ query, columns, total }: ExportButtonProps): {
  button: ReactNode;
  note: ReactNode;
} {
  const { t } = useTranslation('product-selection');
  const format = useFormatters();
  const [isExporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rows = Math.min(total, PRODUCT_EXPORT_MAX_ROWS);
  const isCut = total > PRODUCT_EXPORT_MAX_ROWS;

  const run = async () => {
    setExporting(true);
    setError(null);
    try {
      await downloadFile(API.productSelectionExport, {
        body: { ...query, columns },
        fileName: `products-${query.marketplace}.csv`,
      });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setExporting(false);
    }
  };

  return {
    button: (
      <Button icon={<DownloadOutlined />} disabled={isExporting || total === 0} onClick={() => void run()}>
        {t('productSelection.export.button')}
      </Button>
    ),
    note: (
      <Flex vertical gap={4} className="ps-export-note">
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {isCut
              ? t('productSelection.export.cut', {
                  max: format.number(PRODUCT_EXPORT_MAX_ROWS),
                  total: format.number(total),
                })
              : t('productSelection.export.cap', { max: format.number(PRODUCT_EXPORT_MAX_ROWS) })}
          </Typography.Text>
          <span aria-live="polite">
            {isExporting && (
              <Flex gap={6} align="center">
                <Spin size="small" />
                <Typography.Text>
                  {t('productSelection.export.running', { rows: format.number(rows) })}
                </Typography.Text>
              </Flex>
            )}
          </span>
        </Flex>
        {error && (
          <Alert
            type="error"
            showIcon
            closable
            onClose={() => setError(null)}
            message={t('productSelection.export.failed')}
            description={error}
          />
        )}
      </Flex>
    ),
  };
}
