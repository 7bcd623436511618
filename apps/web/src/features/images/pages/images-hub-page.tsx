import { Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ImageHistory } from '../components/image-history';

/** /picture: the image tools and the seller's image history. */
export function ImagesHubPage() {
  const { t } = useTranslation('images');
  const tools = [
    { to: '/picture/wise', title: t('hub.check'), intro: t('hub.checkIntro') },
    { to: '/ai/image/optimizer', title: t('hub.optimize'), intro: t('hub.optimizeIntro') },
  ];
  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('hub.title')} intro={t('hub.intro')} />
      <Row gutter={[16, 16]}>
        {tools.map((tool) => (
          <Col key={tool.to} xs={24} md={12}>
            <Card
              title={tool.title}
              extra={<Link to={tool.to}>{t('hub.open')}</Link>}
              style={{ height: '100%' }}
            >
              <Typography.Paragraph style={{ margin: 0 }}>{tool.intro}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <ImageHistory />
    </Flex>
  );
}
