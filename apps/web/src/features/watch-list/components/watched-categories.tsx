import {
  CATEGORY_NODE_PATTERN,
  MARKETPLACES,
  WATCH_CATEGORIES_MAX,
  type WatchCategoryOption,
  type WatchItem,
} from '@asinasin/contract';
import { App, AutoComplete, Button, Card, Empty, Flex, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddWatch, useRemoveWatch, useWatchCategories } from '../../../components/watch-toggle/watch-api';
import { hotProductsPath } from '../../../lib/research-links';

const STATE_COLOR = { pending: 'default', fresh: 'green', waiting: 'gold', failed: 'red' } as const;
/** How many of the catalog's categories the picker shows for what is typed. */
const OPTIONS_SHOWN = 50;

const when = (at: number | null | undefined) => (at ? new Date(at).toLocaleString() : null);

/** The category's name, or its node when the catalog does not name it. */
function CategoryName({ item }: { item: WatchItem }) {
  const { t } = useTranslation('watch-toggle');
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text ellipsis={{ tooltip: item.label }}>{item.label ?? t('nodeOnly')}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {item.marketplace} · {t('node', { node: item.target })}
      </Typography.Text>
    </Flex>
  );
}

/** A list's state, with the reason of a wait or a failure. */
function ListState({ item, keepaConfigured }: { item: WatchItem; keepaConfigured: boolean }) {
  const { t } = useTranslation('watch-toggle');
  const list = item.list ?? { state: 'pending' as const, reason: null };
  if (!keepaConfigured && list.state === 'pending') return <Tag>{t('listKeepaMissing')}</Tag>;
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <span>
        <Tag color={STATE_COLOR[list.state]}>{t(`list_${list.state}`)}</Tag>
      </span>
      {list.reason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`listReason_${list.reason}`)}
        </Typography.Text>
      )}
    </Flex>
  );
}

function optionLabel(option: WatchCategoryOption, nodeLabel: string) {
  return `${option.path ?? nodeLabel} (${option.node})`;
}

/** Watch a category: a marketplace, then one of the catalog's categories or a browse node typed. */
function AddCategory({ count }: { count: number }) {
  const { t } = useTranslation('watch-toggle');
  const { message } = App.useApp();
  const [marketplace, setMarketplace] = useState('US');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const categories = useWatchCategories(marketplace);
  const add = useAddWatch();
  const typed = text.trim().toLowerCase();
  const options = (categories.data?.categories ?? [])
    .filter((c) => !typed || c.node.includes(typed) || (c.path ?? '').toLowerCase().includes(typed))
    .slice(0, OPTIONS_SHOWN)
    .map((c) => ({ value: c.node, label: optionLabel(c, t('nodeOnly')) }));
  const onAdd = () => {
    const node = text.trim();
    if (!CATEGORY_NODE_PATTERN.test(node)) return setProblem(t('notNode'));
    setProblem(null);
    add.mutate(
      { kind: 'category', marketplace, target: node },
      {
        onSuccess: () => {
          setText('');
          void message.success(t('added'));
        },
        onError: (e) => setProblem(e.message),
      },
    );
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <Select
          aria-label={t('categoryMarketplace')}
          value={marketplace}
          onChange={setMarketplace}
          style={{ width: 120 }}
          options={MARKETPLACES.map((m) => ({ value: m.code, label: m.code }))}
        />
        <AutoComplete
          aria-label={t('categoryNode')}
          value={text}
          options={options}
          onChange={(value: string) => setText(value)}
          placeholder={t('categoryPlaceholder')}
          style={{ flex: '1 1 240px', minWidth: 0 }}
          status={problem ? 'error' : undefined}
        />
        <Button onClick={onAdd} loading={add.isPending} disabled={count >= WATCH_CATEGORIES_MAX}>
          {t('watchCategory')}
        </Button>
      </Flex>
      <Typography.Text
        type={problem ? 'danger' : 'secondary'}
        style={{ fontSize: 12 }}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? t('categoryHint', { max: WATCH_CATEGORIES_MAX })}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The seller's watched categories (docs/data/keepa.md, "Watched categories"): each list's last
 * and next refresh, how it stands, and the category's hot products.
 */
export function WatchedCategories({
  items,
  keepaConfigured,
}: {
  items: WatchItem[];
  keepaConfigured: boolean;
}) {
  const { t } = useTranslation('watch-toggle');
  const remove = useRemoveWatch();
  return (
    <Card size="small" title={`${t('categories')} (${items.length}/${WATCH_CATEGORIES_MAX})`}>
      <Flex vertical gap={12}>
        <AddCategory count={items.length} />
        <Table<WatchItem>
          data-testid="watch-categories"
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 760 }}
          dataSource={items}
          locale={{ emptyText: <Empty description={t('emptyCategories')} /> }}
          columns={[
            {
              key: 'category',
              title: t('colCategory'),
              width: 240,
              render: (_, item) => <CategoryName item={item} />,
            },
            {
              key: 'state',
              title: t('colListState'),
              render: (_, item) => <ListState item={item} keepaConfigured={keepaConfigured} />,
            },
            {
              key: 'fetched',
              title: t('colChecked'),
              render: (_, item) => when(item.list?.fetchedAt) ?? t('never'),
            },
            {
              key: 'next',
              title: t('colNext'),
              render: (_, item) => when(item.list?.nextAt) ?? t('nextUnknown'),
            },
            {
              key: 'actions',
              title: '',
              render: (_, item) => (
                <Space>
                  <Link to={hotProductsPath(item.marketplace, 'newEntrants', item.label)}>
                    {t('hotProducts')}
                  </Link>
                  <Button size="small" onClick={() => remove.mutate(item.id)}>
                    {t('remove')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
