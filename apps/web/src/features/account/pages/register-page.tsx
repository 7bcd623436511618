import { LIMITS } from '@asinasin/contract';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useCaptcha } from '../api/captcha';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { AccountCodeFields } from '../components/account-code-fields';
import { confirmRules, passwordRules } from '../../../lib/password-rules';
import { safeRedirect } from '../components/form-rules';
import { useArrivedSignedIn } from '../components/use-arrived-signed-in';
import { useFinishLogin } from '../components/use-finish-login';
import { useSubmission } from '../components/use-submission';

interface RegisterValues {
  account: string;
  code: string;
  password: string;
  confirm: string;
  nickname?: string;
  robot: boolean;
}

export function RegisterPage() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [search] = useSearchParams();
  const [form] = Form.useForm<RegisterValues>();
  const captcha = useCaptcha();
  const register = useRegister();
  const onRegistered = useFinishLogin('auth.registerSuccess');
  const submission = useSubmission();
  const keep = search.toString() ? `?${search.toString()}` : '';
  const arrivedSignedIn = useArrivedSignedIn();

  const onFinish = async (values: RegisterValues) => {
    const nickname = values.nickname?.trim();
    try {
      const user = await register.mutateAsync({
        account: values.account.trim(),
        code: values.code,
        password: values.password,
        captcha: await captcha.take(),
        ...(nickname ? { nickname } : {}),
      });
      onRegistered(user);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  if (arrivedSignedIn) return <Navigate to={safeRedirect(search, '/')} replace />;

  return (
    <AuthCard
      title={t('auth.registerTitle')}
      footer={<Link to={`/user/login${keep}`}>{t('auth.haveAccount')}</Link>}
    >
      <Form
        form={form}
        name="register"
        layout="vertical"
        onFinish={(v) => void submission.submit(() => onFinish(v))}
        requiredMark={false}
      >
        <AccountCodeFields form={form} formName="register" purpose="register" captcha={captcha} />
        <Form.Item name="password" label={t('auth.password')} rules={passwordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('auth.confirmPassword')}
          dependencies={['password']}
          rules={confirmRules(t, 'password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="nickname"
          label={t('auth.nickname')}
          rules={[{ max: LIMITS.nickname, message: t('auth.nicknameTooLong', { max: LIMITS.nickname }) }]}
        >
          {/* A counter and an error, never maxLength: that would cut a long paste without a word. */}
          <Input autoComplete="nickname" count={{ show: true, max: LIMITS.nickname }} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={submission.isSubmitting}>
            {t('auth.register')}
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
