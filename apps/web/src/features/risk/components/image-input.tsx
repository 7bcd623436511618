import { DeleteOutlined, EditOutlined, InboxOutlined } from '@ant-design/icons';
import { MAX_PATENT_IMAGE_BYTES } from '@asinasin/contract';
import { Button, Flex, Spin, Typography, Upload } from 'antd';
import { useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fitImage, IMAGE_TYPES, readAsDataUrl } from '../model/image-data';
import { CropDialog } from './crop-dialog';
import './image-input.css';

/** SPEC §9: the preview is 280×280. */
const PREVIEW = 280;

/**
 * The image input of SPEC §2, §4, §5: upload, drop or paste an image (only .jpg and .png, one,
 * never uploaded on its own: its value is a data URL scaled to fit 298×298); pasted text goes to
 * `onText` (an ASIN or a product link, which the page looks up with `looking` as the overlay).
 * With an image, hovering shows edit (the crop dialog) and delete (clears the image).
 */
export function ImageInput({
  value,
  onChange,
  onText,
  looking = false,
}: {
  value?: string;
  onChange: (value?: string) => void;
  onText?: (text: string) => void;
  looking?: boolean;
}) {
  const { t } = useTranslation('risk');
  const [problem, setProblem] = useState<string>();
  const [editing, setEditing] = useState(false);

  const take = async (file: Blob) => {
    if (!IMAGE_TYPES.includes(file.type)) return setProblem(t('risk.imageWrongType'));
    try {
      const fitted = await fitImage(await readAsDataUrl(file));
      if (fitted.length * 0.75 > MAX_PATENT_IMAGE_BYTES) return setProblem(t('risk.imageTooLarge'));
      setProblem(undefined);
      onChange(fitted);
    } catch {
      setProblem(t('risk.imageUnreadable'));
    }
  };

  const paste = (event: ClipboardEvent) => {
    const file = [...event.clipboardData.files][0];
    if (file) {
      event.preventDefault();
      return void take(file);
    }
    const text = event.clipboardData.getData('text');
    if (text && onText) {
      event.preventDefault();
      onText(text);
    }
  };

  return (
    <Flex vertical gap={4}>
      <Spin spinning={looking} tip={t('risk.lookingUp')}>
        <div
          className="risk-image-input"
          style={{ width: PREVIEW, height: PREVIEW }}
          tabIndex={0}
          onPaste={paste}
          aria-label={t('risk.image')}
          data-testid="risk-image-input"
        >
          {value ? (
            <>
              <img src={value} alt={t('risk.imagePreview')} data-testid="risk-image-preview" />
              <div className="risk-image-actions">
                <Button
                  icon={<EditOutlined />}
                  onClick={() => setEditing(true)}
                  data-testid="risk-image-edit"
                >
                  {t('risk.edit')}
                </Button>
                <Button
                  icon={<DeleteOutlined />}
                  danger
                  onClick={() => onChange(undefined)}
                  data-testid="risk-image-remove"
                >
                  {t('risk.remove')}
                </Button>
              </div>
            </>
          ) : (
            <Upload.Dragger
              accept=".jpg,.jpeg,.png"
              maxCount={1}
              multiple={false}
              showUploadList={false}
              beforeUpload={(file) => {
                void take(file);
                return Upload.LIST_IGNORE;
              }}
              data-testid="risk-image-pick"
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text" style={{ padding: '0 12px' }}>
                {t('risk.imageEmpty')}
              </p>
            </Upload.Dragger>
          )}
        </div>
      </Spin>
      <Typography.Text type={problem ? 'danger' : 'secondary'} data-testid="risk-image-tip">
        {problem ?? t('risk.imageTip')}
      </Typography.Text>
      {value && editing && (
        <CropDialog
          src={value}
          open={editing}
          onCancel={() => setEditing(false)}
          onConfirm={(cropped) => {
            setEditing(false);
            onChange(cropped);
          }}
        />
      )}
    </Flex>
  );
}
