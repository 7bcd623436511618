import { RotateLeftOutlined, RotateRightOutlined } from '@ant-design/icons';
import { App, Button, Flex, Modal, Slider } from 'antd';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { cropImage } from '../model/image-data';

/** SPEC §5, §9: the crop box is square and at least 10×10. */
export const MIN_CROP = 10;

/**
 * The image input's edit dialog (SPEC §2, §4): rotate left or right by 90°, a square crop box,
 * confirm and cancel. Confirming before the image has loaded says '图片未加载完成' (SPEC §8).
 */
export function CropDialog({
  src,
  open,
  onCancel,
  onConfirm,
}: {
  src: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: (dataUrl: string) => void;
}) {
  const { t } = useTranslation('risk');
  const { message } = App.useApp();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    // no crop box yet (the image not decoded or not laid out): SPEC §8's '图片未加载完成'
    if (!loaded || !area || !(area.width >= MIN_CROP && area.height >= MIN_CROP))
      return void message.warning(t('risk.crop.notLoaded'));
    setBusy(true);
    try {
      const side = Math.max(MIN_CROP, Math.round(Math.min(area.width, area.height)));
      onConfirm(await cropImage(src, { x: area.x, y: area.y, width: side, height: side }, rotation));
    } catch {
      void message.error(t('risk.imageUnreadable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('risk.crop.title')}
      onCancel={onCancel}
      onOk={() => void confirm()}
      okText={t('risk.crop.confirm')}
      cancelText={t('risk.crop.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'risk-crop-confirm' } as never}
      destroyOnHidden
      width={420}
    >
      <div
        style={{ position: 'relative', width: '100%', height: 300, background: '#333' }}
        data-testid="risk-cropper"
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          aspect={1}
          minZoom={1}
          maxZoom={3}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          // an image that "loaded" with no pixels (broken, or not decoded yet) is not loaded
          onMediaLoaded={(media) => setLoaded(media.naturalWidth > 0 && media.naturalHeight > 0)}
        />
      </div>
      <Flex gap={8} align="center" style={{ marginTop: 12 }} wrap>
        <Button
          icon={<RotateLeftOutlined />}
          onClick={() => setRotation((r) => r - 90)}
          data-testid="risk-rotate-left"
        >
          {t('risk.crop.rotateLeft')}
        </Button>
        <Button
          icon={<RotateRightOutlined />}
          onClick={() => setRotation((r) => r + 90)}
          data-testid="risk-rotate-right"
        >
          {t('risk.crop.rotateRight')}
        </Button>
        <Flex align="center" gap={4} style={{ flex: 1, minWidth: 120 }}>
          <span>{t('risk.crop.zoom')}</span>
          <Slider
            min={1}
            max={3}
            step={0.1}
            value={zoom}
            onChange={setZoom}
            style={{ flex: 1 }}
            aria-label={t('risk.crop.zoom')}
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
