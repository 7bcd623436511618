import { accountEndpoints, type GetCodeBody } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

export type GetCodeInput = GetCodeBody;

const getCode = defineCall(accountEndpoints.getCode);

export function useGetCode() {
  return useMutation({
    mutationFn: (body: GetCodeInput) => getCode(body),
  });
}
