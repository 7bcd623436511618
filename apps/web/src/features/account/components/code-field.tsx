import type { CodePurpose } from '@asinasin/contract';
import { Form, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../api/captcha';
import { CodeInput } from './code-input';
import { codeRules } from './form-rules';
import { SendCodeButton } from './send-code-button';

export interface CodeFieldProps {
  form: FormInstance;
  formName: string;
  purpose: CodePurpose;
  captcha: Captcha;
}

/** The verification-code input with its send button; the label targets the input. */
export function CodeField({ form, formName, purpose, captcha }: CodeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Form.Item label={t('auth.code')} htmlFor={`${formName}_code`} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={codeRules(t)}>
          <CodeInput />
        </Form.Item>
        <SendCodeButton form={form} purpose={purpose} captcha={captcha} />
      </Space.Compact>
    </Form.Item>
  );
}
