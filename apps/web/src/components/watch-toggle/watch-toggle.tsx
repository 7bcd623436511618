import { EyeFilled, EyeOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddWatch, useRemoveWatch, useWatchList } from './watch-api';

export interface WatchTarget {
  kind: 'product' | 'keyword';
  marketplace: string;
  /** the ASIN, or the keyword */
  target: string;
}

const sameTarget = (a: WatchTarget, b: WatchTarget) =>
  a.kind === b.kind &&
  a.marketplace === b.marketplace &&
  (a.kind === 'product'
    ? a.target.toUpperCase() === b.target.toUpperCase()
    : a.target.trim().toLowerCase() === b.target.trim().toLowerCase());

/** Watch or stop watching a product or a keyword, where the seller looks at it. */
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
  const watched = list.data?.items.find((i) => i.kind !== 'category' && sameTarget(i as WatchTarget, item));
  const label = t(
    watched
      ? item.kind === 'product'
        ? 'unwatchProduct'
        : 'unwatchKeyword'
      : item.kind === 'product'
        ? 'watchProduct'
        : 'watchKeyword',
    { target: item.target },
  );
  const onClick = () => {
    if (watched) remove.mutate(watched.id, { onSuccess: () => void message.success(t('removed')) });
    else add.mutate(item, { onSuccess: () => void message.success(t('added')) });
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
