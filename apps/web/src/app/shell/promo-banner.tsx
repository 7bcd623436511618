import { TRIAL_LEVEL, type User } from '@asinasin/contract';
import { CloseOutlined, GiftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { prerender } from '../../lib/prerender';
import { useAuthToken, userInfoQueryOptions } from '../../lib/session';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { palette } from '../../theme';

export function isBannerDismissed(): boolean {
  return storage.get(STORAGE_KEYS.bannerDismissed) === '1';
}

/**
 * Whether the user pays for a membership that is running: a level above the free trial's and an
 * end time still ahead. The trial banner has nothing to offer them.
 */
export function isPayingMember(user: Pick<User, 'level' | 'end_time'>, now = Date.now()): boolean {
  if (user.level <= TRIAL_LEVEL || !user.end_time) return false;
  const end = new Date(user.end_time).getTime();
  return Number.isFinite(end) && end > now;
}

/**
 * The promotional banner (SPEC §1) about the free trial; once closed it stays closed on this
 * device, and a paying member never sees it.
 */
export function PromoBanner({ showCta }: { showCta: boolean }) {
  const { t } = useTranslation();
  const [isDismissed, setDismissed] = useState(isBannerDismissed);
  // The account info the shell reads anyway (no request of its own while signed out).
  const user = useQuery(userInfoQueryOptions(useAuthToken())).data;
  // A page prerendered at build cannot know whether this device closed it: the live page shows it.
  if (prerender.active || isDismissed || (user && isPayingMember(user))) return null;

  const dismiss = () => {
    storage.set(STORAGE_KEYS.bannerDismissed, '1');
    setDismissed(true);
  };

  return (
    <Flex
      role="region"
      aria-label={t('banner.text')}
      data-testid="promo-banner"
      align="center"
      justify="center"
      gap={12}
      className="shell-banner"
      style={{ background: palette.bannerBg, color: palette.bannerText }}
    >
      <GiftOutlined aria-hidden />
      <Typography.Text style={{ color: palette.bannerText }}>{t('banner.text')}</Typography.Text>
      {showCta && (
        <Link
          to="/user/register"
          style={{ color: palette.bannerText, textDecoration: 'underline', whiteSpace: 'nowrap' }}
        >
          {t('banner.cta')}
        </Link>
      )}
      <Button
        type="text"
        size="small"
        aria-label={t('banner.close')}
        icon={<CloseOutlined aria-hidden style={{ color: palette.bannerText }} />}
        onClick={dismiss}
        className="shell-banner-close"
      />
    </Flex>
  );
}
