import { DownOutlined, FolderOpenOutlined } from '@ant-design/icons';
import type { ProductSelectionQuery, SavedFilter } from '@asinasin/contract';
import { SAVED_FILTER_NAME_MAX } from '@asinasin/contract';
import { Alert, Button, Dropdown, Form, Input, Modal, Typography, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useSavedFilters, useSaveFilter } from '../api/saved-filters';
import { toQuery, validateFilters, type FilterValues, type ResultView } from '../model/filters';
import { ManageSavedFilters } from './saved-filters-manage';

export interface SavedFiltersMenuProps {
  /** the filters in the form right now (what "save current" keeps) */
  currentValues: () => FilterValues;
  /** the table's sort and page size, kept with the filters */
  view: ResultView;
  /** fill the form and the URL with a saved set and search */
  onApply: (query: ProductSelectionQuery) => void;
}

/**
 * "Saved filters" next to the search button: apply a set in one click; save the current filters
 * under a name (the same name replaces that set); rename and delete in "manage".
 */
export function SavedFiltersMenu({ currentValues, view, onApply }: SavedFiltersMenuProps) {
  const { t } = useTranslation('product-selection');
  const [wasOpened, setOpened] = useState(false);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const saved = useSavedFilters(wasOpened || dialog !== null);
  const sets = saved.data ?? [];

  const setItems: MenuProps['items'] = saved.isError
    ? [{ key: 'error', disabled: true, label: errorMessage(saved.error) }]
    : !saved.data
      ? [{ key: 'loading', disabled: true, label: t('productSelection.saved.loading') }]
      : sets.length === 0
        ? [{ key: 'empty', disabled: true, label: t('productSelection.saved.empty') }]
        : sets.map((set) => ({ key: `set-${set.id}`, label: set.name }));
  const items: MenuProps['items'] = [
    { type: 'group', key: 'sets', label: t('productSelection.saved.apply'), children: setItems },
    { type: 'divider' },
    { key: 'save', label: t('productSelection.saved.saveCurrent') },
    { key: 'manage', label: t('productSelection.saved.manage'), disabled: sets.length === 0 },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'save' || key === 'manage') setDialog(key);
    const set = sets.find((s) => `set-${s.id}` === key);
    if (set) onApply(set.query);
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        // the menu takes the focus when it opens, so arrow keys and Enter work from the keyboard
        autoFocus
        menu={{ items, onClick }}
        onOpenChange={(open) => open && setOpened(true)}
      >
        <Button icon={<FolderOpenOutlined />} data-testid="saved-filters">
          {t('productSelection.saved.button')} <DownOutlined />
        </Button>
      </Dropdown>
      {dialog === 'save' && (
        <SaveDialog sets={sets} query={currentQuery(currentValues(), view)} onClose={() => setDialog(null)} />
      )}
      {dialog === 'manage' && (
        <ManageSavedFilters
          sets={sets}
          onApply={(query) => {
            setDialog(null);
            onApply(query);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

/** The query of the form's filters, or null when a filter has a problem to fix first. */
function currentQuery(values: FilterValues, view: ResultView): ProductSelectionQuery | null {
  return validateFilters(values).length ? null : toQuery(values, { ...view, page: 1 });
}

function SaveDialog(props: {
  sets: SavedFilter[];
  query: ProductSelectionQuery | null;
  onClose: () => void;
}) {
  const { sets, query, onClose } = props;
  const { t } = useTranslation('product-selection');
  const [name, setName] = useState('');
  const save = useSaveFilter();
  const replaces = sets.some((set) => set.name === name.trim());
  const submit = () => {
    if (query) save.mutate({ name, query }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      title={t('productSelection.saved.saveTitle')}
      okText={t('productSelection.saved.save')}
      cancelText={t('productSelection.saved.cancel')}
      okButtonProps={{ disabled: !query || name.trim() === '', loading: save.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {!query && <Alert type="warning" showIcon message={t('productSelection.saved.fixFirst')} />}
      <Form layout="vertical" onFinish={submit} style={{ marginTop: 12 }}>
        <Form.Item
          label={t('productSelection.saved.name')}
          htmlFor="ps-saved-name"
          style={{ marginBottom: 8 }}
        >
          <Input
            id="ps-saved-name"
            autoFocus
            value={name}
            maxLength={SAVED_FILTER_NAME_MAX}
            showCount
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
      </Form>
      {replaces && <Typography.Text type="warning">{t('productSelection.saved.replaces')}</Typography.Text>}
      {save.isError && <Alert type="error" showIcon message={errorMessage(save.error)} />}
    </Modal>
  );
}
