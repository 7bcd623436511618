import { CheckCircleFilled, LoadingOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Checkbox, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '../api/captcha';

export interface RobotCheckProps {
  captcha: Captcha;
  /** set by Form.Item: whether the visitor has confirmed */
  value?: boolean;
  onChange?: (confirmed: boolean) => void;
  id?: string;
}

/** "I am not a robot": a checkbox that fetches and solves an altcha challenge (spinner, then a check). */
export function RobotCheck({ captcha, onChange, id }: RobotCheckProps) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const { status } = captcha;

  const onToggle = async () => {
    if (status === 'solving' || status === 'done') return;
    onChange?.(false);
    onChange?.(await captcha.confirm());
  };

  return (
    <Flex
      align="center"
      justify="space-between"
      gap={8}
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        background: token.colorBgContainer,
      }}
    >
      <Flex align="center" gap={8}>
        <Checkbox
          id={id}
          checked={status === 'done'}
          disabled={status === 'solving'}
          onChange={() => void onToggle()}
        >
          {t('robot.label')}
        </Checkbox>
        {status === 'solving' && <LoadingOutlined aria-label={t('robot.solving')} />}
        {status === 'done' && (
          <CheckCircleFilled aria-label={t('robot.done')} style={{ color: token.colorSuccess }} />
        )}
      </Flex>
      <Flex align="center" gap={4}>
        {status === 'error' ? (
          <Typography.Text type="danger" role="alert">
            {t('robot.failed')}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {status === 'solving' ? t('robot.solving') : status === 'done' ? t('robot.done') : null}
          </Typography.Text>
        )}
        <SafetyCertificateOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
      </Flex>
    </Flex>
  );
}
