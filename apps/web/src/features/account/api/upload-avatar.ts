import { accountEndpoints } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { defineUpload } from '../../../lib/define-call';
import { useSetSessionUser } from '../../../lib/session';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The server's upload limit (multipart fileSize in apps/server/src/app.ts), checked here first. */
export const AVATAR_MAX_MB = 5;
export const AVATAR_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;

const uploadAvatar = defineUpload(accountEndpoints.uploadAvatar);

export function useUploadAvatar() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file).then((d) => d.user),
    onSuccess: setSessionUser,
  });
}
