import { IMAGE_API, IMAGE_LIMITS, type ImageEntry } from '@asinasin/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { Upload, type UploadFile } from '../../../components/upload/upload';

const ACCEPT = IMAGE_LIMITS.types.join(',');

/**
 * The image tools' upload: the shared Upload sending each file to the image store at once (the
 * server checks it again from its bytes); the page keeps the entries that were accepted.
 */
export function ImageUploader({
  onUploaded,
  onRemoved,
}: {
  onUploaded: (entry: ImageEntry) => void;
  onRemoved: (entryId: number) => void;
}) {
  const { t } = useTranslation('images');
  const { message, modal } = App.useApp();
  const max = IMAGE_LIMITS.maxBatch;
  const mb = IMAGE_LIMITS.maxMb;

  const beforeUpload = (file: File) => {
    // Checked before sending, so a seller does not wait for a large file only to hear it is refused.
    if (!(IMAGE_LIMITS.types as readonly string[]).includes(file.type)) {
      void message.error(t('upload.wrongType', { name: file.name }));
      return false;
    }
    if (file.size > IMAGE_LIMITS.maxBytes) {
      void message.error(t('upload.tooLarge', { name: file.name, mb }));
      return false;
    }
    return true;
  };

  const confirmRemove = (file: UploadFile<ImageEntry>) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('upload.confirmRemove', { name: file.name }),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  return (
    <Upload<ImageEntry>
      action={IMAGE_API.upload}
      accept={ACCEPT}
      multiple
      drag
      limit={max}
      tip={t('upload.tip', { mb, max })}
      beforeUpload={beforeUpload}
      beforeRemove={confirmRemove}
      onExceed={() => void message.warning(t('upload.exceed', { max }))}
      onError={(error, file) =>
        void message.error(t('upload.failed', { name: file.name, reason: error.message }))
      }
      onSuccess={(entry) => onUploaded(entry)}
      onRemove={(file) => file.response && onRemoved(file.response.id)}
    >
      {t('upload.label')}
    </Upload>
  );
}
