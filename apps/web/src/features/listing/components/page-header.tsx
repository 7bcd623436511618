import { Flex, Typography } from 'antd';
import { ListingNav } from './listing-nav';

/** Title, what the screen does, and the way to the other two AI listing screens. */
export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Flex vertical gap={8} style={{ marginBottom: 8 }}>
      <ListingNav />
      <Typography.Title level={2} style={{ margin: '8px 0 0' }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{subtitle}</Typography.Text>
    </Flex>
  );
}
