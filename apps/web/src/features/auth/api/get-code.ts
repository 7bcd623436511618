import { API, getCodeBody, getCodeResponse, type GetCodeBody } from '@asinasin/contract';
import { useMutation } from '@tanstack/react-query';
import { defineCall } from '../../../lib/define-call';

export type GetCodeInput = GetCodeBody;

const getCode = defineCall({ path: API.getCode, body: getCodeBody, response: getCodeResponse });

export function useGetCode() {
  return useMutation({
    mutationFn: (body: GetCodeInput) => getCode(body),
  });
}
