import { WechatOutlined } from '@ant-design/icons';
import { Button, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../../components/qr-image';
import { useSiteConfig } from '../../lib/site-config';

/** The mini-program widget: a QR code in a tooltip (SPEC §2). */
export function MiniProgram({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  const { token } = theme.useToken();
  return (
    <Tooltip
      color={token.colorBgElevated}
      placement="bottom"
      title={
        <div style={{ padding: 4, color: token.colorText }}>
          <QrImage
            value={siteConfig.miniProgramUrl ?? undefined}
            caption={t('miniProgram.scan')}
            placeholderCaption={t('miniProgram.placeholder')}
          />
        </div>
      }
    >
      <Button
        type="text"
        icon={<WechatOutlined aria-hidden />}
        aria-label={compact ? t('miniProgram.button') : undefined}
      >
        {!compact && t('miniProgram.button')}
      </Button>
    </Tooltip>
  );
}
