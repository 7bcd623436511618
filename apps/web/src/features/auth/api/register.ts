import { API, type User } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getEncryptedFingerprint } from '../../../lib/fingerprint';

export interface RegisterInput {
  account: string;
  code: string;
  password: string;
  nickname?: string;
  captcha: string;
}

export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const re = getEncryptedFingerprint();
      const body = { ...input, re };
      return apiRequest<{ user: User }>(API.register, { body }).then((d) => d.user);
    },
  });
}
