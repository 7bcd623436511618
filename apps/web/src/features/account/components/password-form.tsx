import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { confirmRules, passwordRules } from '../../../lib/password-rules';
import { useChangePassword } from '../api/change-password';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}

export function PasswordForm() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();

  const onFinish = async (values: PasswordValues) => {
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, password: values.password });
      form.resetFields();
      void message.success(t('common.actionSucceeded'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Form
      form={form}
      name="change-password"
      layout="vertical"
      onFinish={(v) => void onFinish(v)}
      style={{ maxWidth: 480 }}
    >
      <Form.Item
        name="oldPassword"
        label={t('userCenter.oldPassword')}
        rules={[{ required: true, message: t('auth.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label={t('userCenter.newPassword')} rules={passwordRules(t)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('userCenter.confirmPassword')}
        dependencies={['password']}
        rules={confirmRules(t, 'password')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('userCenter.changePassword')}
      </Button>
    </Form>
  );
}
