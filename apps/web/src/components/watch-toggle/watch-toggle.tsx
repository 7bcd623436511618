import { EyeFilled, EyeOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddWatch, useRemoveWatch, useWatchList } from './watch-api';

export interface WatchTarget {
  kind: 'product' | 'keyword' | 'category';
  marketplace: string;
  /** the ASIN, the keyword, or the category's browse node */
  target: string;
}

const LABEL_KEYS = {
  product: ['watchProduct', 'unwatchProduct'],
  keyword: ['watchKeyword', 'unwatchKeyword'],
  category: ['watchNode', 'unwatchNode'],
} as const;

const sameTarget = (a: WatchTarget, b: WatchTarget) =>
  a.kind === b.kind &&
  a.marketplace === b.marketplace &&
  (a.kind === 'product'
    ? a.target.toUpperCase() === b.target.toUpperCase()
    : a.target.trim().toLowerCase() === b.target.trim().toLowerCase());

/** Watch or stop watching a product, a keyword or a category, where the seller looks at it. */
export function WatchToggle({
  item,
  size = 'small',
  iconOnly = false,
}: {
  item: WatchTarget;
  size?: 'small' | 'middle';
  /** in a table row: the eye alone, its label for assistive technology and the tooltip */
  iconOnly?: boolean;
}) {
  const { t } = useTranslation('watch-toggle');
  const { message } = App.useApp();
  const list = useWatchList();
  const add = useAddWatch();
  const remove = useRemoveWatch();
  const watched = list.data?.items.find((i) => sameTarget(i, item));
  const label = t(LABEL_KEYS[item.kind][watched ? 1 : 0], { target: item.target });
  // a refusal (a full list, a bad target) is the server's message, in the seller's language
  const onError = (e: Error) => void message.error(e.message);
  const onClick = () => {
    if (watched) remove.mutate(watched.id, { onSuccess: () => void message.success(t('removed')), onError });
    else add.mutate(item, { onSuccess: () => void message.success(t('added')), onError });
  };
  return (
    <Button
      size={size}
      type={iconOnly ? 'text' : watched ? 'primary' : 'default'}
      ghost={!iconOnly && Boolean(watched)}
      icon={watched ? <EyeFilled aria-hidden /> : <EyeOutlined aria-hidden />}
      aria-label={label}
      aria-pressed={Boolean(watched)}
      title={label}
      loading={add.isPending || remove.isPending}
      disabled={list.isLoading}
      onClick={onClick}
    >
      {iconOnly ? null : t(watched ? 'watching' : 'watch')}
    </Button>
  );
}
