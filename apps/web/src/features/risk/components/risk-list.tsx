import { Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRiskList } from '../api/risk-calls';
import { RiskLevelTag } from './risk-level-tag';

/** The seller's analyses, newest first; each opens its result at `?id=`. */
export function RiskList({ basePath, current }: { basePath: string; current: number | null }) {
  const { t } = useTranslation('risk');
  const list = useRiskList();
  if (list.isPending) return <Skeleton active />;
  if (list.isError) return <Typography.Text type="danger">{t('risk.listError')}</Typography.Text>;
  if (list.data.row.length === 0) return <Empty description={t('risk.empty')} />;
  return (
    <List
      size="small"
      bordered
      dataSource={list.data.row}
      data-testid="risk-list"
      renderItem={(item) => (
        <List.Item
          style={item.id === current ? { background: '#e6f4ff' } : undefined}
          actions={[
            <Link key="open" to={`${basePath}?id=${item.id}`} data-testid={`risk-open-${item.id}`}>
              {t('risk.open')}
            </Link>,
          ]}
        >
          <Typography.Text ellipsis style={{ maxWidth: 320 }}>
            #{item.id} {[item.asin, item.brand, item.title].filter(Boolean).join(' · ') || t('risk.image')}
          </Typography.Text>
          {item.state === 1 && item.level ? (
            <RiskLevelTag level={item.level} />
          ) : (
            <Tag color={item.state === 2 ? 'red' : 'processing'}>
              {item.state === 2 ? t('risk.state.2') : t('risk.state.0')}
            </Tag>
          )}
        </List.Item>
      )}
    />
  );
}
