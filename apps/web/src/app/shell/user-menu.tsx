import {
  CrownOutlined,
  EyeOutlined,
  LoadingOutlined,
  LogoutOutlined,
  ThunderboltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatDate, formatPowerBalance } from '../../lib/format';
import { useLogout, useRefreshUser, useSession } from '../../lib/session';
import { topUpDialog } from '../../lib/top-up-store';

export function displayName(nickname: string, guest: string): string {
  return !nickname || nickname === 'guest' ? guest : nickname;
}

/** The personal-center entry of a logged-in seller (SPEC §1, §4). */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const logout = useLogout();
  const refreshUser = useRefreshUser();
  const [isOpen, setOpen] = useState(false);
  const endDate = formatDate(user.end_time);
  const name = displayName(user.nickname, t('user.guest'));

  // Logging out goes home first and ends the session once home is on screen: ended on a private
  // page, the session's end would make the guard send the seller to login with a redirect back into
  // the page just left. (navigate() resolves before React has shown the new page, hence the effect.)
  const { pathname } = useLocation();
  const [isLeaving, setLeaving] = useState(false);
  const hasStartedLogout = useRef(false);
  const isLoggingOut = isLeaving || logout.isPending;

  useEffect(() => {
    if (!isLeaving || pathname !== '/' || hasStartedLogout.current) return;
    hasStartedLogout.current = true;
    // Not mutate's own callbacks: this menu unmounts as the session ends, and they would never run.
    void logout.mutateAsync().then(() => void message.success(t('userMenu.loggedOut')));
  }, [isLeaving, pathname, logout, message, t]);

  const onLogout = () => {
    setLeaving(true);
    void navigate('/', { replace: true });
  };

  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined aria-hidden />, label: t('userMenu.userCenter') },
    { key: 'watch', icon: <EyeOutlined aria-hidden />, label: t('userMenu.watchList') },
    {
      key: 'power',
      icon: <ThunderboltOutlined aria-hidden />,
      label: t('userMenu.power', { power: isLoading ? '…' : formatPowerBalance(user.power) }),
    },
    {
      key: 'membership',
      icon: <CrownOutlined aria-hidden />,
      label: endDate ? t('userMenu.membership', { date: endDate }) : t('userMenu.membershipNone'),
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: isLoggingOut ? <LoadingOutlined aria-hidden /> : <LogoutOutlined aria-hidden />,
      label: t('userMenu.logout'),
      disabled: isLoggingOut,
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') return onLogout();
    setOpen(false);
    if (key === 'power') topUpDialog.open();
    else void navigate(key === 'watch' ? '/watch' : '/user-center');
  };

  return (
    <Dropdown
      trigger={['click']}
      open={isOpen}
      onOpenChange={(next, info) => {
        // Logging out keeps the menu open so its loading indicator stays visible.
        if (info.source === 'menu' || isLoggingOut) return;
        // The balance may have changed (a report spent power, a payment in another tab).
        if (next) refreshUser();
        setOpen(next);
      }}
      menu={{ items, onClick }}
      placement="bottomRight"
    >
      <Button
        type="text"
        data-testid="user-menu"
        aria-label={t('userMenu.trigger')}
        style={{ paddingInline: 6 }}
      >
        <Avatar size={28} src={user.avatar || undefined} icon={<UserOutlined aria-hidden />} alt="" />
        {!compact && <span className="shell-user-name">{name}</span>}
      </Button>
    </Dropdown>
  );
}
