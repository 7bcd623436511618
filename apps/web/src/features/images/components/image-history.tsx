import type { ImageEntry, ImageView } from '@asinasin/contract';
import { App, Button, Card, Empty, Flex, List, Pagination, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { errorMessage } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE, useDeleteImage, useImageHistory } from '../api/image-calls';
import { ImageThumb } from './image-thumb';

function ImageCaption({ image }: { image: ImageView }) {
  const { t } = useTranslation('images');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {image.name}
      <br />
      {t('history.size', { width: image.width, height: image.height, kb: Math.ceil(image.bytes / 1024) })}
    </Typography.Text>
  );
}

function HistoryItem({ entry }: { entry: ImageEntry }) {
  const { t } = useTranslation('images');
  const { message } = App.useApp();
  const remove = useDeleteImage();
  const onDelete = async () => {
    try {
      await remove.mutateAsync(entry.id);
      void message.success(t('history.deleted'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <List.Item
      actions={[
        <Popconfirm key="delete" title={t('history.confirmDelete')} onConfirm={() => void onDelete()}>
          <Button
            danger
            size="small"
            loading={remove.isPending}
            aria-label={`${t('history.delete')} ${entry.name}`}
          >
            {t('history.delete')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <Flex gap={16} wrap align="flex-start">
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('history.original')}</Typography.Text>
          <ImageThumb id={entry.id} alt={entry.name} />
          <ImageCaption image={entry} />
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('history.results')}</Typography.Text>
          {entry.results.length === 0 ? (
            <Typography.Text type="secondary">{t('history.noResults')}</Typography.Text>
          ) : (
            <Flex gap={8} wrap>
              {entry.results.map((result) => (
                <Flex key={result.id} vertical gap={4}>
                  <ImageThumb id={result.id} alt={result.name} />
                  <ImageCaption image={result} />
                </Flex>
              ))}
            </Flex>
          )}
        </Flex>
      </Flex>
    </List.Item>
  );
}

/** The seller's originals, newest first, each with the results made from it; deletable. */
export function ImageHistory() {
  const { t } = useTranslation('images');
  const [page, setPage] = useState(1);
  const history = useImageHistory(page);
  return (
    <Card title={t('history.title')} data-testid="image-history">
      <QueryResult
        result={history}
        errorTitle={t('history.loadError')}
        isEmpty={(data) => data.total === 0}
        empty={<Empty description={t('history.empty')} />}
      >
        {(data) => (
          <>
            <List dataSource={data.list} rowKey="id" renderItem={(entry) => <HistoryItem entry={entry} />} />
            {data.total > HISTORY_PAGE_SIZE && (
              <Pagination
                current={page}
                pageSize={HISTORY_PAGE_SIZE}
                total={data.total}
                onChange={setPage}
                showSizeChanger={false}
              />
            )}
          </>
        )}
      </QueryResult>
    </Card>
  );
}
