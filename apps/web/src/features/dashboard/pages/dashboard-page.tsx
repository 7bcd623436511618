import { MENU_ITEMS, TOOL_GROUPS, TOOLS, isBuiltPath } from '@asinasin/contract';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { MenuIcon } from '../../../components/menu-icon';
import type { TranslationKey } from '../../../i18n';
import { moduleStore, useLoadModules, useModuleStore } from '../../../lib/module-store';
import { ToolCard } from '../components/tool-card';

/**
 * The current module (SPEC §2: `?enName=` picks it, ai_pantent by default), offered only while
 * its page is built: a seller is never sent to a "not built" page from here.
 */
function CurrentModule() {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const activeName = useModuleStore((s) => s.activeName);
  const item = MENU_ITEMS.find((m) => m.enName === activeName);
  if (!item || item.enName === 'dashboard' || !isBuiltPath(item.path)) return null;
  const label = t(item.name as TranslationKey<'dashboard'>);
  return (
    <Card data-testid="current-module" style={{ borderColor: token.colorPrimary }}>
      <Flex align="center" gap={12} wrap>
        <span style={{ color: token.colorPrimary }}>
          <MenuIcon name={item.icon} size={item.iconSize + 4} />
        </span>
        <Typography.Text type="secondary">{t('dashboard.active')}</Typography.Text>
        <Typography.Title level={5} style={{ margin: 0, flex: 1 }}>
          {label}
        </Typography.Title>
        <LinkButton to={item.path} variant="primary">
          {t('dashboard.continue')} · {label}
        </LinkButton>
      </Flex>
    </Card>
  );
}

/**
 * The hub: every tool of the product (contract TOOLS), grouped as a seller looks for them, each
 * marked free or with its power cost; tools not built yet are shown as coming, not as links.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const [search] = useSearchParams();
  useLoadModules();

  useEffect(() => {
    moduleStore.applyEnNameQuery(search);
  }, [search]);

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
          {t('dashboard.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('dashboard.subtitle')}</Typography.Text>
      </div>
      <CurrentModule />
      {TOOL_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`tool-group-${group}`} data-testid={`tool-group-${group}`}>
          <Typography.Title level={4} id={`tool-group-${group}`} style={{ marginTop: 0 }}>
            {t(`dashboard.groups.${group}` as TranslationKey<'dashboard'>)}
          </Typography.Title>
          <Row gutter={[12, 12]}>
            {TOOLS.filter((tool) => tool.group === group).map((tool) => (
              <Col key={tool.key} xs={24} sm={12} lg={8} xl={6}>
                <ToolCard tool={tool} />
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </Flex>
  );
}
