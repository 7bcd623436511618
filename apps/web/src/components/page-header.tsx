import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A research screen's title, what it answers, and (optionally) links to the screens next to it. */
export function PageHeader({ title, intro, links }: { title: string; intro: string; links?: ReactNode }) {
  return (
    <div>
      <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 860, marginBottom: links ? 4 : 0 }}>
        {intro}
      </Typography.Paragraph>
      {links && (
        <Flex gap={16} wrap>
          {links}
        </Flex>
      )}
    </div>
  );
}
