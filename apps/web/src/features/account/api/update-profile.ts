import { accountEndpoints, type UpdateProfileBody } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { useSetSessionUser } from '../../../lib/session';

const updateProfile = defineCall(accountEndpoints.updateProfile);

export function useUpdateProfile() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => updateProfile(body).then((d) => d.user),
    onSuccess: setSessionUser,
  });
}
