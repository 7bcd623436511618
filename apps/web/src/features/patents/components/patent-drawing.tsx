import { PictureOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionImage } from '../../../lib/use-session-image';

/** A patent's drawing, fetched with the seller's session; its object URL is released on unmount. */
export function PatentDrawing({ url, alt, size = 120 }: { url: string | null; alt: string; size?: number }) {
  const { t } = useTranslation('patents');
  const src = useSessionImage(url);
  const box = {
    width: size,
    height: size,
    flex: 'none',
    border: '1px solid #f0f0f0',
    borderRadius: 4,
    background: '#fff',
  } as const;
  if (!src) {
    const placeholder = (
      <span
        style={{ ...box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
        data-testid="patent-no-drawing"
      >
        <PictureOutlined aria-hidden style={{ color: '#bfbfbf', fontSize: 24 }} />
      </span>
    );
    return url ? placeholder : <Tooltip title={t('patents.noDrawing')}>{placeholder}</Tooltip>;
  }
  return <img src={src} alt={alt} style={{ ...box, objectFit: 'contain' }} data-testid="patent-drawing" />;
}
