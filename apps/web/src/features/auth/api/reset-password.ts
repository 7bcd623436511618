import { API } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordInput {
  account: string;
  code: string;
  password: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => apiRequest<null>(API.updatePassword, { body }),
  });
}
