import { DEFAULT_MARKETPLACE, MARKETPLACES, productRefOf } from '@asinasin/contract';
import { App, Button, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { lookupAsinImage } from '../api/risk-calls';
import { ImageInput } from '../components/image-input';
import { RiskList } from '../components/risk-list';
import { RiskResult } from '../components/risk-result';
import { useStartAnalysis } from '../components/use-start-analysis';
import { fitImage } from '../model/image-data';

const MARKETPLACE_OPTIONS = MARKETPLACES.map((m) => ({ value: m.code, label: `${m.code} · ${m.name}` }));

/**
 * /products/ai_pantent/index and /ai/tort/query (SPEC §2): the product (ASIN or link, title) and
 * its image, the analysis with its cost confirmed first, and the seller's analyses; `?id=` shows one.
 */
export function RiskPage() {
  const { t } = useTranslation('risk');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const current = Number(search.get('id')) || null;
  const [reference, setReference] = useState('');
  const [marketplace, setMarketplace] = useState<string>(DEFAULT_MARKETPLACE);
  const [title, setTitle] = useState('');
  const [image, setImage] = useState<string>();
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const start = useStartAnalysis();

  /** The ASIN typed or pasted, or the link's; a link also gives its marketplace. */
  const asinOf = (text: string): { asin?: string; marketplace?: string; error?: string } => {
    if (!text.trim()) return {};
    const ref = productRefOf(text);
    if (!ref)
      return { error: /^\s*(https?:)?\/\//i.test(text) ? t('risk.linkInvalid') : t('risk.asinInvalid') };
    return { asin: ref.asin, marketplace: ref.marketplace ?? undefined };
  };

  /** SPEC §4: pasted text holding an ASIN looks up the product image, with a loading overlay. */
  const lookUp = async (text: string) => {
    const ref = productRefOf(text);
    if (!ref) return setProblem(t('risk.asinInvalid'));
    setReference(ref.asin);
    setProblem(null);
    const code = ref.marketplace ?? marketplace;
    if (ref.marketplace) setMarketplace(ref.marketplace);
    setLooking(true);
    try {
      const product = await lookupAsinImage({ asin: ref.asin, marketplace: code });
      if (product.title && !title) setTitle(product.title);
      if (!product.img) return void message.warning(t('risk.productImageUnavailable'));
      setImage(await fitImage(product.img, true).catch(() => undefined));
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setLooking(false);
    }
  };

  const analyze = async () => {
    const { asin, marketplace: linked, error } = asinOf(reference);
    if (error) return setProblem(error);
    if (!asin && !title.trim() && !image) return setProblem(t('risk.needInput'));
    setProblem(null);
    if (linked) setMarketplace(linked);
    const id = await start({
      asin,
      marketplace: linked ?? marketplace,
      title: title.trim() || undefined,
      image,
    });
    if (id !== null) void navigate(`${pathname}?id=${id}`);
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('risk.title')} intro={t('risk.intro')} />
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <Form layout="vertical" onFinish={() => void analyze()} aria-label={t('risk.title')}>
            <Form.Item label={t('risk.asin')} validateStatus={problem ? 'error' : undefined} help={problem}>
              <Flex gap={8}>
                <Input
                  value={reference}
                  placeholder={t('risk.asinPlaceholder')}
                  onChange={(event) => setReference(event.target.value)}
                  onPaste={(event) => {
                    const text = event.clipboardData.getData('text');
                    if (productRefOf(text)) {
                      event.preventDefault();
                      void lookUp(text);
                    }
                  }}
                  allowClear
                  data-testid="risk-asin"
                />
                <Select
                  value={marketplace}
                  onChange={setMarketplace}
                  options={MARKETPLACE_OPTIONS}
                  style={{ width: 110 }}
                  popupMatchSelectWidth={false}
                  aria-label="marketplace"
                />
              </Flex>
            </Form.Item>
            <Form.Item label={t('risk.productTitle')}>
              <Input
                value={title}
                maxLength={300}
                placeholder={t('risk.productTitlePlaceholder')}
                onChange={(event) => setTitle(event.target.value)}
                data-testid="risk-title"
              />
            </Form.Item>
            <Form.Item label={t('risk.image')}>
              <ImageInput
                value={image}
                onChange={setImage}
                onText={(text) => void lookUp(text)}
                looking={looking}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" data-testid="risk-analyze">
              {t('risk.analyze')}
            </Button>
          </Form>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t('risk.listTitle')}
          </Typography.Title>
          <RiskList basePath={pathname} current={current} />
        </Col>
      </Row>
      {current !== null && <RiskResult key={current} id={current} />}
    </Flex>
  );
}
