import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Flex justify="center" style={{ paddingBlock: 24 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Typography.Title level={3} style={{ marginTop: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {children}
        {footer && (
          <Flex justify="space-between" wrap gap={8} style={{ marginTop: 8 }}>
            {footer}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
