import { LIMITS } from '@asinasin/contract';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}

export function PasswordForm() {
  const { t } = useTranslation();
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

  const newPasswordRules = [
    { required: true, message: t('auth.passwordRequired') },
    { min: LIMITS.passwordMin, message: t('auth.passwordShort') },
    { max: LIMITS.passwordMax },
  ];

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
      <Form.Item name="password" label={t('userCenter.newPassword')} rules={newPasswordRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('userCenter.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('auth.passwordRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('auth.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('userCenter.changePassword')}
      </Button>
    </Form>
  );
}
