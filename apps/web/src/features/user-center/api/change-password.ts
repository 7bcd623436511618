import { API } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => apiRequest<null>(API.updatePassword, { body }),
  });
}
