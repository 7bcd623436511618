import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Popover, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../../components/qr-image';
import { useSiteConfig } from '../../lib/site-config';

/** Where the floating button sits. */
export const SERVICE_BUTTON = { size: 40, insetEnd: 24, insetBottom: 88 } as const;

/**
 * The column kept free at the inline end of pages and footer on wide screens: the button plus 8 px
 * of air, so it can never cover a form control, wherever the page is scrolled. Keep in step with
 * `.shell-service-gutter` in shell.css.
 */
export const SERVICE_GUTTER = SERVICE_BUTTON.insetEnd + SERVICE_BUTTON.size + 8;

/**
 * The customer-service QR (SPEC §1), drawn locally from the configured contact link. Floating on
 * wide screens; on narrow ones a 40 px button would sit on the form fields, so it is an entry in
 * the menu drawer instead.
 */
export function CustomerService({ placement }: { placement: 'float' | 'drawer' }) {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  const { token } = theme.useToken();
  const qr = (
    <QrImage
      value={siteConfig.supportUrl ?? undefined}
      caption={t('service.scan')}
      placeholderCaption={t('service.placeholder')}
    />
  );
  if (placement === 'drawer') {
    return (
      <Popover placement="top" trigger="click" content={qr}>
        <Button type="text" icon={<CustomerServiceOutlined aria-hidden />}>
          {t('service.button')}
        </Button>
      </Popover>
    );
  }
  return (
    <Popover placement="leftBottom" trigger={['hover', 'click']} content={qr}>
      <Button
        icon={<CustomerServiceOutlined aria-hidden />}
        type="primary"
        shape="circle"
        aria-label={t('service.button')}
        className="service-float-button"
        // A plain round button, not antd's FloatButton (which brings Badge into the first load).
        style={{
          position: 'fixed',
          width: SERVICE_BUTTON.size,
          height: SERVICE_BUTTON.size,
          insetInlineEnd: SERVICE_BUTTON.insetEnd,
          insetBlockEnd: SERVICE_BUTTON.insetBottom,
          zIndex: 99,
          boxShadow: token.boxShadowSecondary,
        }}
      />
    </Popover>
  );
}
