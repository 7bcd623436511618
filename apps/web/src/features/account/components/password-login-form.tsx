import { ErrorCode, type User } from '@asinasin/contract';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCaptcha } from '../api/captcha';
import { useLogin } from '../api/login';
import { passwordRules } from '../../../lib/password-rules';
import { accountRules, robotRules } from './form-rules';
import { RobotCheck } from './robot-check';
import { useSubmission } from './use-submission';

interface PasswordLoginValues {
  account: string;
  password: string;
  robot: boolean;
}

export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordLoginValues>();
  const captcha = useCaptcha();
  const login = useLogin();
  const submission = useSubmission();

  const onFinish = async (values: PasswordLoginValues) => {
    try {
      const payload = await captcha.take();
      onLoggedIn(
        await login.mutateAsync({
          account: values.account.trim(),
          password: values.password,
          captcha: payload,
        }),
      );
    } catch (error) {
      void message.error(errorMessage(error));
      // Each payload is spent once; a rejected one (or a failed login) needs a new confirmation.
      if (!(error instanceof ApiError) || error.code === ErrorCode.CAPTCHA_FAILED) {
        captcha.reset();
        form.setFieldValue('robot', false);
      }
    }
  };

  return (
    <Form
      form={form}
      name="login-password"
      layout="vertical"
      onFinish={(v) => void submission.submit(() => onFinish(v))}
      requiredMark={false}
    >
      <Form.Item name="account" label={t('auth.account')} rules={accountRules(t)}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={passwordRules(t)}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="robot" rules={robotRules(t)} initialValue={false}>
        <RobotCheck captcha={captcha} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submission.isSubmitting}>
          {t('auth.login')}
        </Button>
      </Form.Item>
    </Form>
  );
}
