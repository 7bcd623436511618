import { DRAWER_WIDTH } from '@asinasin/contract';
import { Drawer, Flex, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { HintScope } from '../../components/catalog-values/hint-scope';
import { ExtensionDownload } from '../../components/extension-download';
import { TopUpDialog } from '../../features/billing';
import { useAuthToken } from '../../lib/session';
import { useIsNarrow } from '../../lib/use-media-query';
import { layout } from '../../theme';
import { CustomerService } from './customer-service';
import { MiniProgram } from './mini-program';
import { PageWrapper } from './page-wrapper';
import { ParticleBackground } from './particle-background';
import { PromoBanner } from './promo-banner';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import './shell.css';

/** The shell of SPEC §1 around every page but the payment popup. */
export function AppShell() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const isNarrow = useIsNarrow();
  const isLogin = useAuthToken() !== '';
  const { pathname } = useLocation();
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setDrawerOpen(false), [pathname, isNarrow]);

  return (
    <div className="shell" style={{ background: token.colorBgLayout, color: token.colorText }}>
      <ParticleBackground />
      <a className="shell-skip-link" href="#main-content">
        {t('nav.skipToContent')}
      </a>
      <TopBar isNarrow={isNarrow} onOpenMenu={() => setDrawerOpen(true)} />
      <PromoBanner showCta={!isLogin} />
      <div className="shell-body">
        {isNarrow ? (
          <Drawer
            placement="left"
            size={DRAWER_WIDTH}
            open={isDrawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={t('menu.label')}
            closable={{ 'aria-label': t('common.close') }}
            styles={{ body: { padding: 0 } }}
          >
            <SideMenu />
            <Flex vertical align="start" style={{ padding: 8 }}>
              <ExtensionDownload />
              <MiniProgram />
              <CustomerService placement="drawer" />
            </Flex>
          </Drawer>
        ) : (
          <aside
            className="shell-side"
            style={{
              width: layout.sideMenuWidth,
              background: token.colorBgContainer,
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <SideMenu />
          </aside>
        )}
        <main
          id="main-content"
          className={isNarrow ? 'shell-main' : 'shell-main shell-service-gutter'}
          tabIndex={-1}
        >
          <div className="shell-page">
            <PageWrapper isNarrow={isNarrow}>
              {/* value cells outside a table (a product's figures) share one tooltip too */}
              <HintScope>
                <Outlet />
              </HintScope>
            </PageWrapper>
          </div>
          <SiteFooter />
        </main>
      </div>
      {!isNarrow && <CustomerService placement="float" />}
      <TopUpDialog />
    </div>
  );
}
