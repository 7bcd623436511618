import type { ProductSelectionQuery, SavedFilter } from '@asinasin/contract';
import { SAVED_FILTER_NAME_MAX } from '@asinasin/contract';
import { Alert, Button, Empty, Flex, Input, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteFilter, useSaveFilter } from '../api/saved-filters';

export interface ManageSavedFiltersProps {
  sets: SavedFilter[];
  onApply: (query: ProductSelectionQuery) => void;
  onClose: () => void;
}

/** Every saved set with apply, rename and delete; a delete asks first, in the row itself. */
export function ManageSavedFilters({ sets, onApply, onClose }: ManageSavedFiltersProps) {
  const { t } = useTranslation('product-selection');
  return (
    <Modal
      open
      title={t('productSelection.saved.manageTitle')}
      footer={<Button onClick={onClose}>{t('productSelection.saved.close')}</Button>}
      onCancel={onClose}
      destroyOnHidden
    >
      {sets.length === 0 ? (
        <Empty description={t('productSelection.saved.empty')} />
      ) : (
        <List
          dataSource={sets}
          rowKey="id"
          renderItem={(set) => <SavedFilterRow set={set} onApply={() => onApply(set.query)} />}
        />
      )}
    </Modal>
  );
}

function SavedFilterRow({ set, onApply }: { set: SavedFilter; onApply: () => void }) {
  const { t } = useTranslation('product-selection');
  const [mode, setMode] = useState<'view' | 'rename' | 'confirmDelete'>('view');
  const [name, setName] = useState(set.name);
  const save = useSaveFilter();
  const remove = useDeleteFilter();
  const failure = save.error ?? remove.error;

  const rename = () => save.mutate({ id: set.id, name }, { onSuccess: () => setMode('view') });

  return (
    <List.Item aria-label={set.name}>
      <Flex vertical gap={6} style={{ width: '100%' }}>
        {mode === 'rename' ? (
          <Flex gap={8} wrap>
            <Input
              autoFocus
              aria-label={t('productSelection.saved.name')}
              value={name}
              maxLength={SAVED_FILTER_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              onPressEnter={rename}
              style={{ flex: '1 1 160px' }}
            />
            <Button type="primary" loading={save.isPending} disabled={name.trim() === ''} onClick={rename}>
              {t('productSelection.saved.save')}
            </Button>
            <Button onClick={() => setMode('view')}>{t('productSelection.saved.cancel')}</Button>
          </Flex>
        ) : (
          <Flex gap={8} wrap align="center" justify="space-between">
            <Typography.Text strong>{set.name}</Typography.Text>
            {mode === 'confirmDelete' ? (
              <Flex gap={8} align="center" wrap>
                <Typography.Text type="danger">{t('productSelection.saved.confirmDelete')}</Typography.Text>
                <Button danger autoFocus loading={remove.isPending} onClick={() => remove.mutate(set.id)}>
                  {t('productSelection.saved.delete')}
                </Button>
                <Button onClick={() => setMode('view')}>{t('productSelection.saved.cancel')}</Button>
              </Flex>
            ) : (
              <Flex gap={4} wrap>
                <Button type="primary" size="small" onClick={onApply}>
                  {t('productSelection.saved.applyOne')}
                </Button>
                <Button size="small" onClick={() => setMode('rename')}>
                  {t('productSelection.saved.rename')}
                </Button>
                <Button size="small" danger onClick={() => setMode('confirmDelete')}>
                  {t('productSelection.saved.delete')}
                </Button>
              </Flex>
            )}
          </Flex>
        )}
        {failure && <Alert type="error" showIcon message={errorMessage(failure)} />}
      </Flex>
    </List.Item>
  );
}
