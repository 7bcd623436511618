import { Button, Card, Col, Result, Row, Skeleton, Typography } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Checkout } from '../../billing';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { MEMBERSHIP_PLANS_ID, MembershipCard } from '../components/membership-card';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

export function UserCenterPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const { hash } = useLocation();
  const isReady = !session.isLoading && !session.isError;

  // A link to the plans (/user-center#membership-plans) lands on them once the page is drawn.
  useEffect(() => {
    if (isReady && hash === `#${MEMBERSHIP_PLANS_ID}`) {
      document.getElementById(MEMBERSHIP_PLANS_ID)?.scrollIntoView?.({ block: 'start' });
    }
  }, [isReady, hash]);

  if (session.isLoading) {
    return (
      <Card aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (session.isError) {
    return (
      <Result
        status="warning"
        title={t('userCenter.loadError')}
        subTitle={errorMessage(session.error)}
        extra={
          <Button type="primary" onClick={session.refetch}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('userCenter.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('userCenter.profile')}>
            {/* Re-mount when the saved user changes so the form shows what the server stored. */}
            <ProfileForm key={`${session.user.id}-${session.user.language}`} user={session.user} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('userCenter.membership')} style={{ marginBottom: 16 }}>
            <MembershipCard user={session.user} />
          </Card>
          <Card title={t('userCenter.security')}>
            <PasswordForm />
          </Card>
        </Col>
        <Col span={24}>
          <Card id={MEMBERSHIP_PLANS_ID} title={t('userCenter.membershipPlans')}>
            <Typography.Paragraph type="secondary">
              {t('userCenter.membershipPlansIntro')}
            </Typography.Paragraph>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
              <Checkout kind="membership" />
            </Suspense>
          </Card>
        </Col>
      </Row>
    </>
  );
}
