import {
  CalculatorOutlined,
  FileSearchOutlined,
  KeyOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { TOOLS } from '@asinasin/contract';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import type { TranslationKey } from '../../../i18n';
import { useAuthToken } from '../../../lib/session';

interface Feature {
  icon: ReactNode;
  title: TranslationKey<'home'>;
  text: TranslationKey<'home'>;
  /** the tool the card opens (contract TOOLS); while it is not built, the dashboard that lists it */
  tool: string;
}

const FEATURES: Feature[] = [
  {
    icon: <SearchOutlined aria-hidden />,
    title: 'home.feature.research',
    text: 'home.feature.researchText',
    tool: 'hotMarket',
  },
  {
    icon: <FileSearchOutlined aria-hidden />,
    title: 'home.feature.reports',
    text: 'home.feature.reportsText',
    tool: 'asinAnalysis',
  },
  {
    icon: <KeyOutlined aria-hidden />,
    title: 'home.feature.keywords',
    text: 'home.feature.keywordsText',
    tool: 'keywordMiner',
  },
  {
    icon: <SafetyCertificateOutlined aria-hidden />,
    title: 'home.feature.risk',
    text: 'home.feature.riskText',
    tool: 'riskAnalysis',
  },
  {
    icon: <RobotOutlined aria-hidden />,
    title: 'home.feature.listing',
    text: 'home.feature.listingText',
    tool: 'aiListing',
  },
  {
    icon: <CalculatorOutlined aria-hidden />,
    title: 'home.feature.tools',
    text: 'home.feature.toolsText',
    tool: 'freight',
  },
];

/** Where a feature card leads: its tool when built, else the dashboard (it shows the tool as coming). */
export function featureHref(toolKey: string): string {
  const tool = TOOLS.find((t) => t.key === toolKey);
  return tool?.built ? tool.path : '/dashboard';
}

/**
 * What the route around the home page hands it to place (SPEC §2: the home page carries the
 * product-selection filters). The route table provides it; the page works without it too.
 */
interface HomeSlots {
  productSelection?: ReactNode;
}

/**
 * The landing page: what the product does and how to start, and the product selection: a signed-in
 * seller finds it first, a visitor after the introduction. This site's live numbers are in the
 * footer of every page, the home page included, so they are not repeated here.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { token } = theme.useToken();
  const isLogin = useAuthToken() !== '';
  const selection = useOutletContext<HomeSlots | null>()?.productSelection;

  return (
    <Flex vertical gap={32} style={{ maxWidth: 1120, marginInline: 'auto', width: '100%' }}>
      {isLogin && selection}
      <section style={{ paddingBlock: isLogin && selection ? 0 : 32 }}>
        <Typography.Title style={{ marginTop: 0, maxWidth: 760 }}>{t('home.title')}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: token.fontSizeLG, maxWidth: 760 }} type="secondary">
          {t('home.subtitle')}
        </Typography.Paragraph>
        <Flex gap={12} wrap>
          {isLogin ? (
            <LinkButton to="/dashboard" variant="primary" size="large">
              {t('home.ctaDashboard')}
            </LinkButton>
          ) : (
            <>
              <LinkButton to="/user/register" variant="primary" size="large">
                {t('home.ctaRegister')}
              </LinkButton>
              <LinkButton to="/user/login" size="large">
                {t('home.ctaLogin')}
              </LinkButton>
            </>
          )}
        </Flex>
      </section>
      {!isLogin && selection}
      <section aria-labelledby="home-features">
        <Typography.Title level={3} id="home-features">
          {t('home.featuresTitle')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {FEATURES.map((feature) => (
            <Col key={feature.title} xs={24} sm={12} lg={8}>
              <Link
                to={featureHref(feature.tool)}
                aria-label={t(feature.title)}
                data-testid={`home-feature-${feature.tool}`}
                style={{ display: 'block', height: '100%' }}
              >
                <Card hoverable style={{ height: '100%' }}>
                  <Flex gap={12} align="start">
                    <span style={{ fontSize: 24, color: token.colorPrimary }} aria-hidden>
                      {feature.icon}
                    </span>
                    <div>
                      <Typography.Title level={5} style={{ marginTop: 0 }}>
                        {t(feature.title)}
                      </Typography.Title>
                      <Typography.Text type="secondary">{t(feature.text)}</Typography.Text>
                    </div>
                  </Flex>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('home.rollout')}
        </Typography.Paragraph>
      </section>
    </Flex>
  );
}
