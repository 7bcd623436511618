import type { WatchAlert, WatchItem } from '@asinasin/contract';
import { ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  List,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryResult } from '../../../components/query-result';
import {
  useReadAlerts,
  useRefreshWatch,
  useRemoveWatch,
  useSaveWebhook,
  useWatchList,
} from '../../../components/watch-toggle/watch-api';
import { hotProductsPath, productDetailPath, termResearchPath } from '../../../lib/research-links';
import { RefreshProgress } from '../components/refresh-progress';
import { WatchedCategories } from '../components/watched-categories';

/** How long the page follows a refresh before it stops asking (a dead job ends no later). */
const FOLLOW_MS = 3 * 60_000;

/** Follows a refresh until an item's last refresh time moves past what it was at the click. */
function useFollowRefresh() {
  const [from, setFrom] = useState<{ checked: number; at: number } | null>(null);
  const list = useWatchList(from === null ? false : 1500);
  const checked = Math.max(0, ...(list.data?.items.map((i) => i.checkedAt ?? 0) ?? []));
  const isDone = from !== null && (checked > from.checked || Date.now() - from.at > FOLLOW_MS);
  useEffect(() => {
    if (isDone) setFrom(null);
  }, [isDone]);
  return { list, isFollowing: from !== null, follow: () => setFrom({ checked, at: Date.now() }) };
}

function ItemNow({ item }: { item: WatchItem }) {
  const { t } = useTranslation('watch-toggle');
  const s = item.state;
  const parts = [
    s?.rank != null && t('rank', { rank: s.rank.toLocaleString() }),
    s?.price != null && t('price', { price: `${s.price} ${s.currency ?? ''}`.trim() }),
    s?.keywordRank != null && t('keywordRank', { rank: s.keywordRank.toLocaleString() }),
  ].filter(Boolean);
  if (parts.length === 0) return <Typography.Text type="secondary">{t('noData')}</Typography.Text>;
  return (
    <Flex vertical>
      {s?.title && <Typography.Text ellipsis={{ tooltip: s.title }}>{s.title}</Typography.Text>}
      <span>{parts.join(' · ')}</span>
    </Flex>
  );
}

const targetLink = (item: Pick<WatchItem, 'kind' | 'marketplace' | 'target'>) =>
  item.kind === 'product'
    ? productDetailPath(item.marketplace, [item.target])
    : item.kind === 'category'
      ? hotProductsPath(item.marketplace, 'newEntrants')
      : termResearchPath(item.marketplace, item.target);

const ALERT_KEYS = {
  rank: 'alertRank',
  price: 'alertPrice',
  competitor: 'alertCompetitor',
  keywordRank: 'alertKeywordRank',
  listRank: 'alertListRank',
} as const;

function AlertText({ alert: a }: { alert: WatchAlert }) {
  const { t } = useTranslation('watch-toggle');
  const key = a.itemKind === 'category' && a.kind === 'competitor' ? 'alertListEntrant' : ALERT_KEYS[a.kind];
  const values = { target: a.target, before: a.before ?? '—', after: a.after ?? '—', asin: a.detail };
  return <>{t(key, values)}</>;
}

function AlertList({ alerts }: { alerts: WatchAlert[] }) {
  const { t } = useTranslation('watch-toggle');
  const read = useReadAlerts();
  const unread = alerts.filter((a) => !a.read).map((a) => a.id);
  return (
    <Card
      size="small"
      title={
        <Space>
          {t('alerts')}
          <Badge count={unread.length} />
        </Space>
      }
      extra={
        unread.length > 0 && (
          <Button size="small" onClick={() => read.mutate(unread)} loading={read.isPending}>
            {t('markRead')}
          </Button>
        )
      }
    >
      <List
        data-testid="watch-alerts"
        dataSource={alerts}
        locale={{ emptyText: <Empty description={t('emptyAlerts')} /> }}
        renderItem={(a) => (
          <List.Item>
            <Flex vertical style={{ minWidth: 0 }}>
              <Space wrap>
                {!a.read && <Tag color="red">{t('unread')}</Tag>}
                <Link to={targetLink({ kind: a.itemKind, marketplace: a.marketplace, target: a.target })}>
                  <AlertText alert={a} />
                </Link>
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {new Date(a.createdAt).toLocaleString()}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

function WebhookForm({ webhook }: { webhook: { url: string; format: 'wecom' | 'feishu' | 'slack' } | null }) {
  const { t } = useTranslation('watch-toggle');
  const { message } = App.useApp();
  const save = useSaveWebhook();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [format, setFormat] = useState(webhook?.format ?? 'wecom');
  return (
    <Card size="small" title={t('webhook')}>
      <Flex gap={8} wrap>
        <Select
          aria-label={t('webhookFormat')}
          value={format}
          onChange={setFormat}
          style={{ width: 120 }}
          options={[
            { value: 'wecom', label: t('formatWecom') },
            { value: 'feishu', label: t('formatFeishu') },
            { value: 'slack', label: t('formatSlack') },
          ]}
        />
        <Input
          aria-label={t('webhookUrl')}
          placeholder="https://"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Button
          onClick={() =>
            save.mutate(
              { url: url.trim(), format },
              { onSuccess: () => void message.success(t('webhookSaved')) },
            )
          }
          loading={save.isPending}
        >
          {t('webhookSave')}
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('webhookHint')}
      </Typography.Text>
    </Card>
  );
}

/** The seller's watch list: items with what the last refresh saw, a refresh, alerts, the webhook. */
export function WatchListPage() {
  const { t } = useTranslation('watch-toggle');
  const { message } = App.useApp();
  const { list, isFollowing, follow } = useFollowRefresh();
  const refresh = useRefreshWatch();
  const remove = useRemoveWatch();
  const [jobId, setJobId] = useState<string | null>(null);
  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: (started) => {
        setJobId(started.jobId);
        follow();
      },
      onError: (e) => void message.error(e.message),
    });
  const wasFollowing = useState(false);
  useEffect(() => {
    const [was, setWas] = wasFollowing;
    if (was && !isFollowing) void message.success(t('refreshed'));
    if (was !== isFollowing) setWas(isFollowing);
  }, [isFollowing, wasFollowing, message, t]);

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <QueryResult result={list}>
        {(data) => (
          <Flex vertical gap={16}>
            {!data.keepaConfigured && <Alert type="info" showIcon message={t('keepaMissing')} />}
            <Card
              size="small"
              title={isFollowing && <RefreshProgress jobId={jobId} />}
              extra={
                <Button
                  type="primary"
                  icon={<ReloadOutlined aria-hidden />}
                  loading={refresh.isPending || isFollowing}
                  disabled={data.items.length === 0}
                  onClick={onRefresh}
                >
                  {isFollowing ? t('refreshing') : t('refresh')}
                </Button>
              }
            >
              <Table<WatchItem>
                data-testid="watch-items"
                rowKey="id"
                size="small"
                pagination={false}
                scroll={{ x: 720 }}
                dataSource={data.items.filter((i) => i.kind !== 'category')}
                locale={{ emptyText: <Empty description={t('emptyItems')} /> }}
                columns={[
                  {
                    key: 'target',
                    title: t('colTarget'),
                    render: (_, item) => (
                      <Space>
                        <Tag>{item.kind === 'product' ? t('kindProduct') : t('kindKeyword')}</Tag>
                        <Link to={targetLink(item)}>
                          {item.marketplace} {item.target}
                        </Link>
                      </Space>
                    ),
                  },
                  { key: 'now', title: t('colNow'), render: (_, item) => <ItemNow item={item} /> },
                  {
                    key: 'thresholds',
                    title: t('colThresholds'),
                    render: (_, item) =>
                      t('thresholdText', {
                        rank: item.thresholds.rankJumpPct,
                        price: item.thresholds.priceChangePct,
                        keyword: item.thresholds.keywordRankMove,
                      }),
                  },
                  {
                    key: 'checked',
                    title: t('colChecked'),
                    render: (_, item) =>
                      item.checkedAt ? new Date(item.checkedAt).toLocaleString() : t('never'),
                  },
                  {
                    key: 'actions',
                    title: '',
                    render: (_, item) => (
                      <Space>
                        <Link to={targetLink(item)}>{t('openHistory')}</Link>
                        <Button size="small" onClick={() => remove.mutate(item.id)}>
                          {t('remove')}
                        </Button>
                      </Space>
                    ),
                  },
                ]}
              />
            </Card>
            <WatchedCategories
              items={data.items.filter((i) => i.kind === 'category')}
              keepaConfigured={data.keepaConfigured}
            />
            <AlertList alerts={data.alerts} />
            <WebhookForm webhook={data.webhook} />
          </Flex>
        )}
      </QueryResult>
    </Flex>
  );
}
