import { ErrorCode, type CodePurpose } from '@asinasin/contract';
import { App, Button, Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/use-countdown';
import type { Captcha } from '../api/captcha';
import { useGetCode } from '../api/get-code';
import { resendAfterOf, saveResendDeadline, secondsUntilResend } from './resend-deadline';
import { useSubmission } from './use-submission';

/** Used when the server does not say how long to wait (it normally answers 60). */
export const DEFAULT_RESEND_SECONDS = 60;

export interface SendCodeButtonProps {
  form: FormInstance;
  purpose: CodePurpose;
  captcha: Captcha;
  /** fields to validate before sending; the account and the robot check by default */
  requires?: string[];
}

/** Sends a verification code, then counts down `{countdown}s` until another may be sent. */
export function SendCodeButton({
  form,
  purpose,
  captcha,
  requires = ['account', 'robot'],
}: SendCodeButtonProps) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const countdown = useCountdown();
  const getCode = useGetCode();
  const submission = useSubmission();
  const watchedAccount = Form.useWatch<string | undefined>('account', form);
  const { isRunning, start } = countdown;

  // After a reload: the countdown this device already knows for the account typed in.
  useEffect(() => {
    const seconds = secondsUntilResend(purpose, watchedAccount ?? '');
    if (seconds > 0 && !isRunning) start(seconds);
  }, [purpose, watchedAccount, isRunning, start]);

  const startCountdown = (account: string, seconds: number) => {
    countdown.start(seconds);
    saveResendDeadline(purpose, account, seconds);
  };

  const send = async () => {
    try {
      await form.validateFields(requires);
    } catch {
      return;
    }
    const account = String(form.getFieldValue('account') ?? '').trim();
    try {
      const captchaPayload = await captcha.take();
      const result = await getCode.mutateAsync({ account, type: purpose, captcha: captchaPayload });
      startCountdown(account, result.resendAfterSeconds || DEFAULT_RESEND_SECONDS);
      // Login and forget codes reach registered accounts only, so their notice cannot claim more.
      void message.success(t(purpose === 'register' ? 'auth.codeSent' : 'auth.codeSentIfRegistered'));
    } catch (error) {
      // Too soon (e.g. after a reload): count down the server's remaining seconds, not from zero.
      const isTooSoon = error instanceof ApiError && error.code === ErrorCode.CODE_TOO_SOON;
      const waitSeconds = isTooSoon ? resendAfterOf(error.data) : 0;
      if (waitSeconds > 0) {
        startCountdown(account, waitSeconds);
        void message.warning(errorMessage(error));
        return;
      }
      void message.error(errorMessage(error));
      if (error instanceof ApiError && error.code === ErrorCode.CAPTCHA_FAILED) {
        captcha.reset();
        form.setFieldValue('robot', false);
      }
    }
  };

  return (
    <Button
      onClick={() => void submission.submit(send)}
      loading={submission.isSubmitting}
      disabled={countdown.isRunning}
      style={{ minWidth: 112 }}
    >
      {countdown.isRunning ? t('auth.countdown', { countdown: countdown.remaining }) : t('auth.sendCode')}
    </Button>
  );
}
