import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { PasswordLoginForm } from '../components/password-login-form';
import { QuickLoginForm } from '../components/quick-login-form';
import { safeRedirect } from '../components/form-rules';
import { useArrivedSignedIn } from '../components/use-arrived-signed-in';
import { useFinishLogin } from '../components/use-finish-login';

export function LoginPage() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const onLoggedIn = useFinishLogin('auth.loginSuccess');
  const keep = search.toString() ? `?${search.toString()}` : '';
  const arrivedSignedIn = useArrivedSignedIn();

  // Signed in already (a bookmark, the back button): on to where they were headed.
  if (arrivedSignedIn) return <Navigate to={safeRedirect(search, '/')} replace />;

  return (
    <AuthCard
      title={t('auth.loginTitle')}
      footer={
        <>
          <Link to={`/user/forget${keep}`}>{t('auth.forgot')}</Link>
          <Link to={`/user/register${keep}`}>{t('auth.toRegister')}</Link>
        </>
      }
    >
      <Tabs
        centered
        destroyOnHidden
        items={[
          {
            key: 'password',
            label: t('auth.passwordTab'),
            children: <PasswordLoginForm onLoggedIn={onLoggedIn} />,
          },
          { key: 'quick', label: t('auth.quickTab'), children: <QuickLoginForm onLoggedIn={onLoggedIn} /> },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 12, marginBottom: 0 }}>
        {t('auth.trialHint')}
      </Typography.Paragraph>
    </AuthCard>
  );
}
