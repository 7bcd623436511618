import { accountEndpoints, type RegisterBody } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';
import { getEncryptedFingerprint } from '../../../lib/fingerprint';

/** What the form gives; the device fingerprint `re` is added here. */
export type RegisterInput = Omit<RegisterBody, 're'>;

const register = defineCall(accountEndpoints.register);

export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const re = getEncryptedFingerprint();
      const body = { ...input, re };
      return register(body).then((d) => d.user);
    },
  });
}
