import { API, type User } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type LoginInput =
  { account: string; password: string; captcha: string } | { account: string; code: string };

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginInput) => apiRequest<{ user: User }>(API.login, { body }).then((d) => d.user),
  });
}
