import type { User } from '@asinasin/contract';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useCaptcha } from '../api/captcha';
import { useLogin } from '../api/login';
import { AccountCodeFields } from './account-code-fields';
import { useCodeAttempt } from './use-code-attempt';
import { useSubmission } from './use-submission';

interface QuickLoginValues {
  account: string;
  code: string;
  robot: boolean;
}

/** Quick login: a code sent to the phone or email (getCode type login), no password. */
export function QuickLoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<QuickLoginValues>();
  const captcha = useCaptcha();
  const login = useLogin();
  const tryCode = useCodeAttempt(captcha, form);
  const submission = useSubmission();

  const onFinish = async (values: QuickLoginValues) => {
    const account = values.account.trim();
    try {
      const user = await tryCode((robot) =>
        login.mutateAsync({ account, code: values.code, ...(robot ? { captcha: robot } : {}) }),
      );
      onLoggedIn(user);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Form
      form={form}
      name="login-quick"
      layout="vertical"
      onFinish={(v) => void submission.submit(() => onFinish(v))}
      requiredMark={false}
    >
      <AccountCodeFields form={form} formName="login-quick" purpose="login" captcha={captcha} />
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block loading={submission.isSubmitting}>
          {t('auth.login')}
        </Button>
      </Form.Item>
    </Form>
  );
}
