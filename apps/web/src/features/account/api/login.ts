import { accountEndpoints, type LoginBody } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

export type LoginInput = LoginBody;

const login = defineCall(accountEndpoints.login);

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginInput) => login(body).then((d) => d.user),
  });
}
