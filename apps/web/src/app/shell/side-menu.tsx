import { MODULE_KEYS, type MenuItem } from '@asinasin/contract';
import { Menu } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MenuIcon } from '../../components/menu-icon';
import type { TranslationKey } from '../../i18n';
import { moduleStore, useModuleStore } from '../../lib/module-store';

export const USER_CENTER_KEY = 'user-center';

/** Other routes that belong to a menu entry's section (the same pages under a second path). */
const SECTION_ALIASES: Record<string, readonly string[]> = {
  asin_fx: ['/product'],
  sc_fx: ['/market'],
  ai_pantent: ['/patent', '/patent-new', '/trademark'],
  wajue: ['/keyword'],
};

function sectionOf(item: MenuItem): string {
  return item.path.replace(/\/index$/, '');
}

function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The menu key for a path: its section's entry, the user section for user-center paths (SPEC §2). */
export function activeMenuKey(pathname: string, items: readonly MenuItem[]): string | undefined {
  if (pathname.includes('user-center')) return USER_CENTER_KEY;
  const item = items.find(
    (i) =>
      isWithin(pathname, sectionOf(i)) ||
      (SECTION_ALIASES[i.enName] ?? []).some((a) => isWithin(pathname, a)),
  );
  return item?.enName;
}

/**
 * The menu of SPEC §2. Only this outer part follows the location (every change of it, a search's
 * query string included); the antd Menu below renders again only when its selected entry changes
 * (docs/decisions/0037-speed.md).
 */
export function SideMenu() {
  const { pathname } = useLocation();
  const items = useModuleStore((s) => s.menu);
  return <SectionMenu items={items} selected={activeMenuKey(pathname, items)} />;
}

const SectionMenu = memo(function SectionMenu({
  items,
  selected,
}: {
  items: readonly MenuItem[];
  selected: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <nav data-testid="side-menu" aria-label={t('menu.label')}>
      <Menu
        mode="inline"
        inlineIndent={16}
        selectedKeys={selected ? [selected] : []}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key }) => {
          if ((MODULE_KEYS as readonly string[]).includes(key)) moduleStore.setActiveName(key);
        }}
        items={[
          ...items.map((item) => ({
            key: item.enName,
            icon: <MenuIcon name={item.icon} size={item.iconSize} />,
            label: <Link to={item.path}>{t(item.name as TranslationKey)}</Link>,
          })),
          { type: 'divider' as const },
          {
            key: USER_CENTER_KEY,
            icon: <MenuIcon name="user" size={18} />,
            label: <Link to="/user-center">{t('menu.userCenter')}</Link>,
          },
        ]}
      />
    </nav>
  );
});
