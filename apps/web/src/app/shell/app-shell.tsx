import { DRAWER_WIDTH } from '@asinasin/contract';
import { Drawer, Flex, theme } from 'antd';
import { memo, useCallback, useEffect, useState } from 'react';
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

/** Runs `onChange` when the page's path changes: the one part of the shell that reads the location. */
function OnPathChange({ onChange }: { onChange: () => void }) {
  const { pathname } = useLocation();
  useEffect(() => onChange(), [pathname, onChange]);
  return null;
}

/**
 * The shell of SPEC §1 around every page but the payment popup. Memoised and blind to the URL:
 * React Router renders a layout route's component again on every location change, and a search
 * that writes its filters to the URL must not re-render the top bar, menus and footer with the
 * page (bench:pages-profile, docs/decisions/0037-speed.md). The parts that follow the path read
 * it themselves; the page below follows through its <Outlet />.
 */
export const AppShell = memo(function AppShell() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const isNarrow = useIsNarrow();
  const isLogin = useAuthToken() !== '';
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  useEffect(() => closeDrawer(), [isNarrow, closeDrawer]);

  return (
    <div className="shell" style={{ background: token.colorBgLayout, color: token.colorText }}>
      <OnPathChange onChange={closeDrawer} />
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
});
