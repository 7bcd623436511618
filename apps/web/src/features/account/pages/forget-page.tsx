import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useCaptcha } from '../api/captcha';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { AccountCodeFields } from '../components/account-code-fields';
import { passwordRules } from '../../../lib/password-rules';
import { useCodeAttempt } from '../components/use-code-attempt';
import { useSubmission } from '../components/use-submission';

interface ForgetValues {
  account: string;
  code: string;
  password: string;
  robot: boolean;
}

export function ForgetPage() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [form] = Form.useForm<ForgetValues>();
  const captcha = useCaptcha();
  const reset = useResetPassword();
  const tryCode = useCodeAttempt(captcha, form);
  const submission = useSubmission();
  const keep = search.toString() ? `?${search.toString()}` : '';

  const onFinish = async (values: ForgetValues) => {
    try {
      const body = { account: values.account.trim(), code: values.code, password: values.password };
      await tryCode((robot) => reset.mutateAsync({ ...body, ...(robot ? { captcha: robot } : {}) }));
      void message.success(t('auth.resetSuccess'));
      void navigate(`/user/login${keep}`, { replace: true });
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <AuthCard
      title={t('auth.forgetTitle')}
      footer={<Link to={`/user/login${keep}`}>{t('auth.backToLogin')}</Link>}
    >
      <Form
        form={form}
        name="forget"
        layout="vertical"
        onFinish={(v) => void submission.submit(() => onFinish(v))}
        requiredMark={false}
      >
        <AccountCodeFields form={form} formName="forget" purpose="forget" captcha={captcha} />
        <Form.Item name="password" label={t('auth.newPassword')} rules={passwordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={submission.isSubmitting}>
            {t('auth.resetPassword')}
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
