import { CloseOutlined, GiftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import { palette } from '../../theme';

export function isBannerDismissed(): boolean {
  return storage.get(STORAGE_KEYS.bannerDismissed) === '1';
}

/** The promotional banner (SPEC §1); once closed it stays closed on this device. */
export function PromoBanner({ showCta }: { showCta: boolean }) {
  const { t } = useTranslation();
  const [isDismissed, setDismissed] = useState(isBannerDismissed);
  if (isDismissed) return null;

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
