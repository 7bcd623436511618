import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_PATENT_IMAGE_BYTES } from '@asinasin/contract';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const TYPES = ['image/jpeg', 'image/png'];

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The longest side a photo over the size limit is scaled to before it is sent. */
const SCALED_SIDE = 1024;

/**
 * A photo over the limit, scaled in the browser to SCALED_SIDE as a JPEG; null where the browser
 * cannot (no canvas) or the result is still too large.
 */
async function scaledDown(file: File): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  const scale = Math.min(1, SCALED_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return blob && blob.size <= MAX_PATENT_IMAGE_BYTES ? blob : null;
}

/**
 * The search image: one .jpg/.png, read in the browser as a data URL (the search sends it in its
 * body, SPEC §3); nothing is uploaded on its own, so antd's Upload only picks the file.
 */
export function ImagePick({ value, onChange }: { value?: string; onChange?: (value?: string) => void }) {
  const { t } = useTranslation('patents');
  const [problem, setProblem] = useState<string>();
  const pick = async (file: File) => {
    if (!TYPES.includes(file.type)) setProblem(t('patents.imageWrongType'));
    else {
      const image = file.size > MAX_PATENT_IMAGE_BYTES ? await scaledDown(file) : file;
      if (!image) setProblem(t('patents.imageTooLarge'));
      else {
        setProblem(undefined);
        onChange?.(await readAsDataUrl(image));
      }
    }
    return Upload.LIST_IGNORE;
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center" wrap>
        <Upload accept=".jpg,.jpeg,.png" maxCount={1} showUploadList={false} beforeUpload={pick}>
          <Button icon={<UploadOutlined />} data-testid="patent-image-pick">
            {t('patents.imagePick')}
          </Button>
        </Upload>
        {value && (
          <>
            <img
              src={value}
              alt={t('patents.imagePreview')}
              style={{ width: 64, height: 64, objectFit: 'contain', border: '1px solid #f0f0f0' }}
              data-testid="patent-image-preview"
            />
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('patents.imageRemove')}
              onClick={() => onChange?.(undefined)}
              data-testid="patent-image-remove"
            />
          </>
        )}
      </Flex>
      <Typography.Text type={problem ? 'danger' : 'secondary'} data-testid="patent-image-tip">
        {problem ?? t('patents.imageTip')}
      </Typography.Text>
    </Flex>
  );
}
