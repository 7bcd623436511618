import { CustomerServiceOutlined } from '@ant-design/icons';
import { FloatButton, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../../components/qr-image';
import { useSiteConfig } from '../../lib/site-config';

/** The floating customer-service QR (SPEC §1), drawn locally from the configured contact link. */
export function CustomerService() {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
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
      <FloatButton
        icon={<CustomerServiceOutlined aria-hidden />}
        type="primary"
        aria-label={t('service.button')}
        style={{ insetInlineEnd: 24, insetBlockEnd: 88 }}
      />
    </Popover>
  );
}
