import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Flex, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_MB,
  AVATAR_TYPES,
  isAvatarType,
  useUploadAvatar,
} from '../api/upload-avatar';

/** Avatar with an immediate local preview while the upload runs. */
export function AvatarUpload({ avatar }: { avatar: string }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const upload = useUploadAvatar();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Checked before sending: a seller should not wait for 20 MB to upload only to hear it is too big.
    if (!isAvatarType(file.type)) {
      void message.error(t('userCenter.avatarTypeError'));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      void message.error(t('userCenter.avatarTooLarge', { size: AVATAR_MAX_MB }));
      return;
    }
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
      void message.success(t('userCenter.avatarUpdated'));
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setPreview(null);
    }
  };

  return (
    <Flex align="center" gap={16}>
      <Avatar
        size={72}
        src={preview ?? (avatar || undefined)}
        icon={<UserOutlined aria-hidden />}
        alt={t('userCenter.avatar')}
      />
      <Flex vertical gap={4}>
        <input
          ref={inputRef}
          id={inputId}
          aria-label={t('userCenter.uploadAvatar')}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          onChange={(e) => void onChange(e)}
          style={{ display: 'none' }}
        />
        <Button
          icon={<UploadOutlined aria-hidden />}
          loading={upload.isPending}
          onClick={() => inputRef.current?.click()}
        >
          {t('userCenter.uploadAvatar')}
        </Button>
        <Typography.Text type="secondary">
          {t('userCenter.avatarHint', { size: AVATAR_MAX_MB })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
