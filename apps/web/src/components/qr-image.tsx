import { Flex, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { QrCodeImageProps } from './qr-code-image';

const QrCodeImage = lazy(() => import('./qr-code-image'));

export type QrImageProps = Omit<QrCodeImageProps, 'size'> & { size?: number };

/** A QR code with its caption; the QR drawing code loads the first time one is shown. */
export function QrImage({ size = 128, ...props }: QrImageProps) {
  return (
    <Suspense
      fallback={
        <Flex align="center" justify="center" style={{ width: size + 48, height: size }}>
          <Spin size="small" />
        </Flex>
      }
    >
      <QrCodeImage size={size} {...props} />
    </Suspense>
  );
}
