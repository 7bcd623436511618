import { accountEndpoints, type UpdatePasswordBody } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

/** The change (with the old password) form of the contract's updatePassword body. */
export type ChangePasswordInput = Extract<UpdatePasswordBody, { oldPassword: string }>;

const updatePassword = defineCall(accountEndpoints.updatePassword);

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => updatePassword(body),
  });
}
