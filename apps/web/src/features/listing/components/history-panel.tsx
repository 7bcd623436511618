import { CopyOutlined, DeleteOutlined, FolderOpenOutlined } from '@ant-design/icons';
import type { Generation } from '@asinasin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Flex, Pagination, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { formatPowerBalance } from '../../../lib/format';
import { palette } from '../../../theme';
import {
  generationQuery,
  HISTORY_PAGE_SIZE,
  useDeleteGeneration,
  useHistory,
  type GenerationKind,
} from '../api/listing-calls';
import { copyAsText, listingAsText } from '../model/copy-text';
import { flaggedBrands } from '../model/live-check';
import { useCopy } from './use-copy';

/** The seller's saved generations of one kind, newest first, paged: open, copy, delete. */
export function HistoryPanel({
  kind,
  onOpen,
  onDeleted,
}: {
  kind: GenerationKind;
  onOpen: (id: number) => void;
  /** the page closes a deleted generation it shows */
  onDeleted?: (id: number) => void;
}) {
  const { t } = useTranslation('listing');
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const history = useHistory(kind, page);
  const remove = useDeleteGeneration();
  const queryClient = useQueryClient();
  const copy = useCopy();
  const emptyPage = history.data?.rows.length === 0 && page > 1;

  // Deleting the last row of the last page leaves an empty page: step back to the one before.
  useEffect(() => {
    if (emptyPage) setPage((p) => p - 1);
  }, [emptyPage]);

  const copyOne = async (id: number) => {
    let generation: Generation;
    try {
      generation = await queryClient.fetchQuery(generationQuery(id));
    } catch (error) {
      return void message.error(errorMessage(error));
    }
    const text = generation.listing
      ? listingAsText(generation.listing, {
          title: t('listing.fields.title'),
          bullets: t('listing.fields.bullets'),
          description: t('listing.fields.description'),
          searchTerms: t('listing.fields.searchTerms'),
        })
      : copyAsText(generation.copy ?? []);
    copy(
      text,
      flaggedBrands([...(generation.report?.findings ?? []), ...(generation.copyReport?.findings ?? [])]),
    );
  };

  const onDelete = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      onDeleted?.(id);
      void message.success(t('listing.history.deleted'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  if (history.isPending) {
    return (
      <div aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (history.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('listing.history.loadError')}
        description={errorMessage(history.error)}
        action={
          <Button size="small" onClick={() => void history.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const { rows, total } = history.data;
  if (total === 0) return <Empty description={t('listing.history.empty')} />;

  return (
    <Flex vertical gap={12} data-testid="history">
      <ul aria-label={t('listing.history.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row) => (
          <li
            key={row.id}
            data-testid="history-row"
            style={{ padding: '12px 0', borderBottom: `1px solid ${palette.border}` }}
          >
            <Flex wrap justify="space-between" align="center" gap={8}>
              <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
                <Typography.Text strong ellipsis={{ tooltip: row.headline }}>
                  {row.headline || t('listing.history.untitled')}
                </Typography.Text>
                <Flex wrap gap={6} align="center">
                  <Tag color={row.passes ? 'success' : 'error'}>
                    {row.passes ? t('listing.history.passes') : t('listing.history.fails')}
                  </Tag>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.productName} ·{' '}
                    {t(`listing.marketplaces.${row.marketplace as 'US'}`, row.marketplace)} ·{' '}
                    {new Date(row.createdAt).toLocaleString()} ·{' '}
                    {t('listing.result.charged', { power: formatPowerBalance(row.power) })}
                  </Typography.Text>
                </Flex>
              </Flex>
              <Flex gap={4} wrap>
                <Button size="small" icon={<FolderOpenOutlined aria-hidden />} onClick={() => onOpen(row.id)}>
                  {t('listing.history.open')}
                </Button>
                <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => void copyOne(row.id)}>
                  {t('common.copy')}
                </Button>
                <Popconfirm
                  title={t('listing.history.deleteConfirm')}
                  okText={t('listing.history.delete')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onDelete(row.id)}
                >
                  <Button size="small" danger icon={<DeleteOutlined aria-hidden />}>
                    {t('listing.history.delete')}
                  </Button>
                </Popconfirm>
              </Flex>
            </Flex>
          </li>
        ))}
      </ul>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('listing.history.total', { count: total })}</Typography.Text>
        <Pagination
          size="small"
          current={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={total}
          onChange={setPage}
          showSizeChanger={false}
        />
      </Flex>
    </Flex>
  );
}
