import { Skeleton } from 'antd';

/** A result's place while it loads. */
export function Loading() {
  return (
    <div aria-busy="true" data-testid="markets-loading">
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
