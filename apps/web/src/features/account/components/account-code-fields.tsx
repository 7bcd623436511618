import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeField, type CodeFieldProps } from './code-field';
import { accountRules, robotRules } from './form-rules';
import { RobotCheck } from './robot-check';

/** Account, robot check and verification code: the start of every form that sends a code. */
export function AccountCodeFields(props: CodeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <Form.Item name="account" label={t('auth.account')} rules={accountRules(t)}>
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item name="robot" rules={robotRules(t)} initialValue={false}>
        <RobotCheck captcha={props.captcha} />
      </Form.Item>
      <CodeField {...props} />
    </>
  );
}
