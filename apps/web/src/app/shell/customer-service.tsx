import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Popover, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../../components/qr-image';
import { useSiteConfig } from '../../lib/site-config';

/** The floating customer-service QR (SPEC §1), drawn locally from the configured contact link. */
export function CustomerService() {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  const { token } = theme.useToken();
  return (
    <Popover
      placement="leftBottom"
      trigger={['hover', 'click']}
      content={
        <QrImage
          value={siteConfig.supportUrl ?? undefined}
          caption={t('service.scan')}
          placeholderCaption={t('service.placeholder')}
        />
      }
    >
      <Button
        icon={<CustomerServiceOutlined aria-hidden />}
        type="primary"
        shape="circle"
        size="large"
        aria-label={t('service.button')}
        // A plain round button, not antd's FloatButton (which brings Badge into the first load).
        style={{
          position: 'fixed',
          insetInlineEnd: 24,
          insetBlockEnd: 88,
          zIndex: 99,
          boxShadow: token.boxShadowSecondary,
        }}
      />
    </Popover>
  );
}
