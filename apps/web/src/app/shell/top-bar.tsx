import { HomeOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExtensionDownload } from '../../components/extension-download';
import { LinkButton } from '../../components/link-button';
import { useAuthToken } from '../../lib/session';
import { layout } from '../../theme';
import { LanguageSwitch } from './language-switch';
import { MiniProgram } from './mini-program';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  isNarrow: boolean;
  onOpenMenu: () => void;
}

function Logo({ showName }: { showName: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={t('app.name')} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <img src="/logo.svg" alt={t('app.logoAlt')} width={28} height={28} />
      {showName && (
        <Typography.Text strong style={{ fontSize: 18 }}>
          {t('app.name')}
        </Typography.Text>
      )}
    </Link>
  );
}

/** The top bar of SPEC §1; on narrow screens a menu button replaces the home link and labels shrink. */
export function TopBar({ isNarrow, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { token: design } = theme.useToken();
  const isLogin = useAuthToken() !== '';

  return (
    <header
      data-testid="top-bar"
      data-layout={isNarrow ? 'narrow' : 'wide'}
      className="shell-top-bar"
      style={{
        height: layout.topBarHeight,
        background: design.colorBgContainer,
        borderBottom: `1px solid ${design.colorBorderSecondary}`,
        paddingInline: isNarrow ? 8 : 20,
      }}
    >
      <Flex align="center" gap={isNarrow ? 4 : 16} style={{ minWidth: 0 }}>
        {isNarrow && (
          <Button
            type="text"
            icon={<MenuOutlined aria-hidden />}
            aria-label={t('nav.openMenu')}
            onClick={onOpenMenu}
          />
        )}
        <Logo showName />
        {!isNarrow && (
          <Link to="/" style={{ color: design.colorText }}>
            <HomeOutlined aria-hidden /> {t('nav.home')}
          </Link>
        )}
      </Flex>
      <Flex align="center" gap={isNarrow ? 0 : 4}>
        {!isNarrow && <ExtensionDownload />}
        {!isNarrow && <MiniProgram />}
        <LanguageSwitch compact={isNarrow} />
        {isLogin ? (
          <UserMenu compact={isNarrow} />
        ) : (
          <LinkButton to="/user/login" variant="primary" style={{ marginInlineStart: 8 }}>
            {t('nav.loginRegister')}
          </LinkButton>
        )}
      </Flex>
    </header>
  );
}
