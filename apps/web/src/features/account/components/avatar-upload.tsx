import { UserOutlined } from '@ant-design/icons';
import { App, Avatar, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API } from '@asinasin/contract';
import { Upload, UploadError, type UploadRequest } from '../../../components/upload/upload';
import { errorMessage } from '../../../lib/api-client';
import { AVATAR_MAX_BYTES, AVATAR_MAX_MB, AVATAR_TYPES, useUploadAvatar } from '../api/upload-avatar';

/**
 * Avatar with an immediate local preview while the upload runs. The shared Upload takes the file
 * (picker, drop or paste) and refuses a wrong type or a file over the limit before sending a byte;
 * the account's own call sends it, so the session's user is updated from the answer.
 */
export function AvatarUpload({ avatar }: { avatar: string }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const send: UploadRequest = ({ file, method, onSuccess, onError }) => {
    setPreview(URL.createObjectURL(file));
    upload
      .mutateAsync(file)
      .then(onSuccess, (error: unknown) =>
        onError(new UploadError(errorMessage(error), 0, method, API.uploadAvatar)),
      )
      .finally(() => setPreview(null));
    // the account call is one short request: nothing to abort but the wait for its answer
    return { abort: () => undefined };
  };

  return (
    <Flex align="center" gap={16}>
      <Avatar
        size={72}
        src={preview ?? (avatar || undefined)}
        icon={<UserOutlined aria-hidden />}
        alt={t('userCenter.avatar')}
      />
      <Upload
        action={API.uploadAvatar}
        httpRequest={send}
        accept={AVATAR_TYPES.join(',')}
        checkType
        maxBytes={AVATAR_MAX_BYTES}
        refusalText={(reason) =>
          reason === 'type'
            ? t('userCenter.avatarTypeError')
            : t('userCenter.avatarTooLarge', { size: AVATAR_MAX_MB })
        }
        showFileList={false}
        disabled={upload.isPending}
        label={t('userCenter.uploadAvatar')}
        tip={t('userCenter.avatarHint', { size: AVATAR_MAX_MB })}
        onSuccess={() => void message.success(t('userCenter.avatarUpdated'))}
      >
        {t('userCenter.uploadAvatar')}
      </Upload>
    </Flex>
  );
}
