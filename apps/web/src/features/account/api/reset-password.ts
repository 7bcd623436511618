import { accountEndpoints, type UpdatePasswordBody } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

/** The reset (with a code) form of the contract's updatePassword body. */
export type ResetPasswordInput = Extract<UpdatePasswordBody, { code: string }>;

const updatePassword = defineCall(accountEndpoints.updatePassword);

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => updatePassword(body),
  });
}
