import { Flex, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_QR_TEXT } from '../lib/site-config';
import { palette } from '../theme';

export interface QrCodeImageProps {
  /** what the code encodes; undefined draws a placeholder code that says so */
  value: string | undefined;
  caption: string;
  placeholderCaption: string;
  size: number;
}

/**
 * A QR code drawn locally (antd QRCode as SVG): no third-party image service sees the link.
 * Loaded when a QR code is first shown (see qr-image.tsx): they all sit in popovers and dialogs.
 */
export default function QrCodeImage({ value, caption, placeholderCaption, size }: QrCodeImageProps) {
  const { t } = useTranslation();
  const isPlaceholder = !value;
  return (
    <Flex vertical align="center" gap={6} style={{ maxWidth: size + 48 }}>
      <QRCode
        type="svg"
        value={value ?? PLACEHOLDER_QR_TEXT}
        size={size}
        color={palette.qrForeground}
        bgColor={palette.qrBackground}
        bordered={false}
        aria-label={isPlaceholder ? t('common.placeholderNotice') : caption}
        role="img"
      />
      <Typography.Text style={{ textAlign: 'center', fontSize: 12 }}>{caption}</Typography.Text>
      {isPlaceholder && (
        <Typography.Text type="warning" style={{ textAlign: 'center', fontSize: 12 }}>
          {placeholderCaption}
        </Typography.Text>
      )}
    </Flex>
  );
}
