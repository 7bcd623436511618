import { ErrorCode, type CodePurpose } from '@asinasin/contract';
import { App, Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/use-countdown';
import type { Captcha } from '../api/captcha';
import { useGetCode } from '../api/get-code';

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
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const countdown = useCountdown();
  const getCode = useGetCode();

  const onClick = async () => {
    try {
      await form.validateFields(requires);
    } catch {
      return;
    }
    const account = String(form.getFieldValue('account') ?? '').trim();
    try {
      const captchaPayload = await captcha.take();
      const result = await getCode.mutateAsync({ account, type: purpose, captcha: captchaPayload });
      countdown.start(result.resendAfterSeconds || DEFAULT_RESEND_SECONDS);
      void message.success(t('auth.codeSent'));
    } catch (error) {
      void message.error(errorMessage(error));
      if (error instanceof ApiError && error.code === ErrorCode.CAPTCHA_FAILED) {
        captcha.reset();
        form.setFieldValue('robot', false);
      }
    }
  };

  return (
    <Button
      // A fresh button for the countdown: antd's loading icon would otherwise linger in its exit
      // animation and end up in the accessible name ("loading 59s").
      key={countdown.isRunning ? 'countdown' : 'send'}
      onClick={() => void onClick()}
      loading={getCode.isPending}
      disabled={countdown.isRunning}
      style={{ minWidth: 112 }}
    >
      {countdown.isRunning ? t('auth.countdown', { countdown: countdown.remaining }) : t('auth.sendCode')}
    </Button>
  );
}
