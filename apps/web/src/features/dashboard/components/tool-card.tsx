import type { Tool } from '@asinasin/contract';
import { Card, Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TranslationKey } from '../../../i18n';
import { useModuleStore } from '../../../lib/module-store';

/**
 * What one use costs: free for a tool without a billable module, else the module's power cost
 * from the server (GET /api/mold/index, data/plans/modules.json). Nothing until the cost is known.
 */
function CostTag({ mold }: { mold?: string }) {
  const { t } = useTranslation('dashboard');
  const cost = useModuleStore((s) => (mold ? s.enNameObj[mold]?.cost : undefined));
  if (!mold) return <Tag color="green">{t('dashboard.free')}</Tag>;
  if (cost === undefined) return null;
  return <Tag color="gold">{t('dashboard.cost', { cost: cost.toFixed(2) })}</Tag>;
}

/** One tool on the dashboard: a link when built, marked as coming (no link) while it is not. */
export function ToolCard({ tool }: { tool: Tool }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const name = t(`dashboard.tools.${tool.key}` as TranslationKey<'dashboard'>);
  const body = (
    <Card
      size="small"
      hoverable={tool.built}
      data-testid={`tool-card-${tool.key}`}
      data-built={String(tool.built)}
      style={{ height: '100%', opacity: tool.built ? 1 : 0.65 }}
    >
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong style={{ color: tool.built ? token.colorText : token.colorTextSecondary }}>
          {name}
        </Typography.Text>
        {tool.built ? <CostTag mold={tool.mold} /> : <Tag>{t('dashboard.coming')}</Tag>}
      </Flex>
    </Card>
  );
  if (!tool.built) return body;
  return (
    <Link to={tool.path} aria-label={name} style={{ display: 'block', height: '100%' }}>
      {body}
    </Link>
  );
}
