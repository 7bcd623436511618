import { EnvironmentOutlined, MailOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteStats } from '../../components/site-stats';
import { useSiteConfig } from '../../lib/site-config';

/** Footer: company address, a mailto link and this site's live counts (SPEC §1). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { companyAddress, contactEmail } = useSiteConfig();
  return (
    <footer
      className="shell-footer"
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
    >
      <SiteStats title={t('stats.title')} />
      <Flex gap={24} wrap style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">
          <EnvironmentOutlined aria-hidden />{' '}
          {companyAddress ? t('footer.address', { address: companyAddress }) : t('footer.addressMissing')}
        </Typography.Text>
        {contactEmail ? (
          <Typography.Link href={`mailto:${contactEmail}`}>
            <MailOutlined aria-hidden /> {t('footer.contact', { email: contactEmail })}
          </Typography.Link>
        ) : (
          <Typography.Text type="secondary">
            <MailOutlined aria-hidden /> {t('footer.contactMissing')}
          </Typography.Text>
        )}
        <Link to="/data">{t('footer.dataSources')}</Link>
        <Typography.Text type="secondary">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography.Text>
      </Flex>
    </footer>
  );
}
