import { ErrorCode } from '@asinasin/contract';
import type { FormInstance } from 'antd';
import { useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { Captcha } from '../api/captcha';

/** Sends a request that spends a verification code, with a robot check payload or without. */
export type CodeAttempt<T> = (captcha: string | undefined) => Promise<T>;

/**
 * Tries a verification code the way the server brakes them (decisions/0009): without a robot check
 * at first; with one after a wrong code of this form's; and when the server asks for one
 * (CAPTCHA_REQUIRED: someone got a code wrong for this account or from this network), the robot
 * check runs again where the seller sees it and the same request goes once more with it.
 */
export function useCodeAttempt(captcha: Captcha, form: FormInstance) {
  const isCheckDue = useRef(false);

  const robotCheckAgain = async (): Promise<boolean> => {
    form.setFieldValue('robot', false);
    const isConfirmed = await captcha.confirm();
    form.setFieldValue('robot', isConfirmed);
    return isConfirmed;
  };

  /** What a failed try teaches the form about the next one. */
  const learnFrom = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === ErrorCode.CODE_INVALID) isCheckDue.current = true;
    if (error.code === ErrorCode.CAPTCHA_FAILED) {
      // A spent or stale payload: the seller confirms again before the next try.
      captcha.reset();
      form.setFieldValue('robot', false);
    }
  };

  const send = async <T>(attempt: CodeAttempt<T>, payload: string | undefined): Promise<T> => {
    try {
      return await attempt(payload);
    } catch (error) {
      learnFrom(error);
      throw error;
    }
  };

  return async <T>(attempt: CodeAttempt<T>): Promise<T> => {
    try {
      return await send(attempt, isCheckDue.current ? await captcha.take() : undefined);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== ErrorCode.CAPTCHA_REQUIRED) throw error;
      isCheckDue.current = true;
      if (!(await robotCheckAgain())) throw error;
      return send(attempt, await captcha.take());
    }
  };
}
