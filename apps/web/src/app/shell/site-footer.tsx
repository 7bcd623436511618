import { EnvironmentOutlined, MailOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteStats } from '../../components/site-stats';
import { useQuery } from '@tanstack/react-query';
import { getSiteConfigQueryOptions } from '../../lib/site-config';

/** Footer: company address, a mailto link and this site's live counts (SPEC §1). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Until the operator's details arrive nothing is said of them, "not configured" least of all
  // (the home page prerendered at build shows this footer before any request).
  const config = useQuery(getSiteConfigQueryOptions()).data;
  return (
    <footer
      className="shell-footer"
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
    >
      <SiteStats title={t('stats.title')} />
      <Flex gap={24} wrap style={{ marginTop: 16 }}>
        {config && <OperatorContact address={config.companyAddress} email={config.contactEmail} />}
        <Link to="/data">{t('footer.dataSources')}</Link>
        <Typography.Text type="secondary">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography.Text>
      </Flex>
    </footer>
  );
}

function OperatorContact({ address, email }: { address: string | null; email: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Text type="secondary">
        <EnvironmentOutlined aria-hidden />{' '}
        {address ? t('footer.address', { address }) : t('footer.addressMissing')}
      </Typography.Text>
      {email ? (
        <Typography.Link href={`mailto:${email}`}>
          <MailOutlined aria-hidden /> {t('footer.contact', { email })}
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary">
          <MailOutlined aria-hidden /> {t('footer.contactMissing')}
        </Typography.Text>
      )}
    </>
  );
}
