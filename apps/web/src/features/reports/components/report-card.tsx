import {
  CheckCircleFilled,
  CloseCircleFilled,
  DownloadOutlined,
  EyeOutlined,
  LoadingOutlined,
  RedoOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardSubject } from './report-subject';

interface ReportCardProps {
  card: CardSubject;
  onDownload: (card: CardSubject) => void;
  onRegenerate: (card: CardSubject, action: 'update' | 'recreate') => void;
}

/** The state mark of SPEC §4: done and failed have a mark with its tooltip (§8); in progress spins. */
function StateMark({ card }: { card: CardSubject }) {
  const { t } = useTranslation('reports');
  if (card.state === 1) {
    return (
      <Tooltip title={t('reports.card.done')}>
        <CheckCircleFilled aria-label={t('reports.card.done')} style={{ color: '#52c41a' }} />
      </Tooltip>
    );
  }
  if (card.state === 2) {
    return (
      <Tooltip
        title={card.failure ? `${t('reports.card.failed')}：${card.failure}` : t('reports.card.failed')}
      >
        <CloseCircleFilled aria-label={t('reports.card.failed')} style={{ color: '#ff4d4f' }} />
      </Tooltip>
    );
  }
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      <LoadingOutlined /> {t('reports.card.inProgress')}
    </Typography.Text>
  );
}

/** The product's image; none, or one that cannot load (offline, say), leaves the same empty square. */
function CardCover({ card }: { card: CardSubject }) {
  const [failed, setFailed] = useState(false);
  if (!card.imageUrl || failed) return <div className="report-card-cover" aria-hidden />;
  return (
    <img
      className="report-card-cover"
      src={card.imageUrl}
      alt={card.title}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/** One report card (SPEC §3): cover, subject, state; hover shows view, download, update or recreate. */
export function ReportCard({ card, onDownload, onRegenerate }: ReportCardProps) {
  const { t } = useTranslation('reports');
  const action = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <Button size="small" shape="circle" icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
  return (
    <Card
      size="small"
      className="report-card"
      data-testid={`report-card-${card.id}`}
      data-state={card.state}
      styles={{ body: { padding: 8 } }}
      cover={
        <div style={{ position: 'relative' }}>
          <CardCover card={card} />
          {card.state !== 0 && (
            <div className="report-card-actions report-no-print">
              <Link to={card.viewPath} aria-label={t('reports.card.view')}>
                <Tooltip title={t('reports.card.view')}>
                  <Button size="small" shape="circle" icon={<EyeOutlined />} tabIndex={-1} />
                </Tooltip>
              </Link>
              {action(t('reports.card.download'), <DownloadOutlined />, () => onDownload(card))}
              {card.state === 1 &&
                action(t('reports.card.update'), <SyncOutlined />, () => onRegenerate(card, 'update'))}
              {card.state === 2 &&
                action(t('reports.card.recreate'), <RedoOutlined />, () => onRegenerate(card, 'recreate'))}
            </div>
          )}
        </div>
      }
    >
      <Flex justify="space-between" align="center" gap={4}>
        <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
          {card.title}
        </Typography.Text>
        <StateMark card={card} />
      </Flex>
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }}>
        {card.caption}
      </Typography.Text>
    </Card>
  );
}
