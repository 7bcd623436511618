import { ChromeOutlined, DesktopOutlined, WechatOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExtensionPanel } from '../../../components/extension-download/extension-panel';
import { LinkButton } from '../../../components/link-button';
import { QrImage } from '../../../components/qr-image';
import { useSiteConfig } from '../../../lib/site-config';

function Channel({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Card style={{ height: '100%' }}>
      <Flex vertical gap={12}>
        <Flex align="center" gap={8}>
          <span style={{ fontSize: 22, color: token.colorPrimary }} aria-hidden>
            {icon}
          </span>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        </Flex>
        <Typography.Text type="secondary">{text}</Typography.Text>
        {children}
      </Flex>
    </Card>
  );
}

/** Multi-device login (/products/about): the web app, the browser extension and the mini program. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const siteConfig = useSiteConfig();
  const { token } = theme.useToken();
  return (
    <div>
      <section style={{ background: token.colorPrimaryBg, padding: '40px 24px' }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t('about.title')}
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: token.fontSizeLG, marginBottom: 0 }}>
          {t('about.intro')}
        </Typography.Paragraph>
      </section>
      <Row gutter={[16, 16]} style={{ padding: 24, marginInline: 0 }}>
        <Col xs={24} lg={12}>
          <Channel
            icon={<ChromeOutlined aria-hidden />}
            title={t('about.extension')}
            text={t('about.extensionText')}
          >
            <ExtensionPanel />
          </Channel>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={16}>
            <Channel icon={<DesktopOutlined aria-hidden />} title={t('about.web')} text={t('about.webText')}>
              <div>
                <LinkButton to="/dashboard" variant="primary">
                  {t('about.toDashboard')}
                </LinkButton>
              </div>
            </Channel>
            <Channel
              icon={<WechatOutlined aria-hidden />}
              title={t('about.miniProgram')}
              text={t('about.miniProgramText')}
            >
              <QrImage
                value={siteConfig.miniProgramUrl ?? undefined}
                caption={t('miniProgram.scan')}
                placeholderCaption={t('miniProgram.placeholder')}
                size={144}
              />
            </Channel>
          </Flex>
        </Col>
      </Row>
    </div>
  );
}
