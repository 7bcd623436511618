import { API, type CodePurpose } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface GetCodeInput {
  account: string;
  type: CodePurpose;
  captcha: string;
}

export function useGetCode() {
  return useMutation({
    mutationFn: (body: GetCodeInput) => apiRequest<{ resendAfterSeconds: number }>(API.getCode, { body }),
  });
}
