import { API, type UpdateProfileBody, type User } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSetSessionUser } from '../../../lib/session';

export function useUpdateProfile() {
  const setSessionUser = useSetSessionUser();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      apiRequest<{ user: User }>(API.updateProfile, { body }).then((d) => d.user),
    onSuccess: setSessionUser,
  });
}
