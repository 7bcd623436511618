import { Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { MenuIcon } from '../../../components/menu-icon';
import type { TranslationKey } from '../../../i18n';
import { moduleStore, useModuleStore } from '../../../lib/module-store';

/** The dashboard: a card per module of the menu; `?enName=` picks the active one (SPEC §2). */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const [search] = useSearchParams();
  const menu = useModuleStore((s) => s.menu);
  const activeName = useModuleStore((s) => s.activeName);

  useEffect(() => {
    moduleStore.applyEnNameQuery(search);
  }, [search]);

  const modules = menu.filter((item) => item.enName !== 'dashboard');

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
          {t('dashboard.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('dashboard.subtitle')}</Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        {modules.map((item) => {
          const isActive = item.enName === activeName;
          return (
            <Col key={item.enName} xs={24} sm={12} lg={8} xl={6}>
              <Card
                data-testid={`module-card-${item.enName}`}
                data-active={String(isActive)}
                style={{ height: '100%', borderColor: isActive ? token.colorPrimary : undefined }}
              >
                <Flex vertical gap={12} style={{ height: '100%' }}>
                  <Flex align="center" gap={8}>
                    <span style={{ color: token.colorPrimary }}>
                      <MenuIcon name={item.icon} size={item.iconSize + 4} />
                    </span>
                    <Typography.Title level={5} style={{ margin: 0 }}>
                      {t(item.name as TranslationKey<'dashboard'>)}
                    </Typography.Title>
                    {isActive && <Tag color="blue">{t('dashboard.active')}</Tag>}
                  </Flex>
                  <Typography.Text type="secondary" style={{ flex: 1 }}>
                    {t(`dashboard.module.${item.enName}` as TranslationKey<'dashboard'>)}
                  </Typography.Text>
                  <div>
                    <LinkButton to={item.path} variant={isActive ? 'primary' : 'default'}>
                      {t('dashboard.open')} · {t(item.name as TranslationKey<'dashboard'>)}
                    </LinkButton>
                  </div>
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Flex>
  );
}
