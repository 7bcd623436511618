import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export const LISTING_PATHS = {
  edit: '/ai/listing/edit',
  estimate: '/ai/listing/estimate',
  copywriting: '/copywriting',
} as const;

/** The three AI listing screens, one click apart; links, so they are navigation to assistive tech. */
export function ListingNav() {
  const { t } = useTranslation('listing');
  const { token } = theme.useToken();
  const items = [
    { to: LISTING_PATHS.edit, label: t('listing.nav.edit') },
    { to: LISTING_PATHS.estimate, label: t('listing.nav.estimate') },
    { to: LISTING_PATHS.copywriting, label: t('listing.nav.copywriting') },
  ];
  return (
    <nav aria-label={t('listing.nav.label')}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              style={({ isActive }) => ({
                display: 'inline-block',
                padding: '4px 14px',
                borderRadius: 999,
                border: `1px solid ${isActive ? token.colorPrimary : token.colorBorder}`,
                background: isActive ? token.colorPrimary : token.colorBgContainer,
                color: isActive ? token.colorTextLightSolid : token.colorText,
                whiteSpace: 'nowrap',
              })}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
