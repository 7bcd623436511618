import { App, Card, Col, Empty, Form, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useCheckListing } from '../api/listing-calls';
import { EMPTY_ESTIMATE, EstimateForm, type EstimateValues } from '../components/estimate-form';
import { EstimateReport, type ListingReport } from '../components/estimate-report';
import { PageHeader } from '../components/page-header';

/** What is checked: the listing, its marketplace, the seller's brand and the keywords. */
const checkedPart = (v: Partial<EstimateValues>) =>
  JSON.stringify([
    v.marketplace,
    v.brand,
    v.category,
    v.keywords,
    v.title,
    v.bullets,
    v.description,
    v.searchTerms,
  ]);

/** /ai/listing/estimate: check a pasted or catalog listing. */
export function ListingEstimatePage() {
  const { t } = useTranslation('listing');
  const { message } = App.useApp();
  const [form] = Form.useForm<EstimateValues>();
  const check = useCheckListing();
  const [result, setResult] = useState<{ report: ListingReport; of: string }>();
  const current = Form.useWatch([], form) as Partial<EstimateValues> | undefined;

  const onCheck = async (values: EstimateValues) => {
    const listing = { ...EMPTY_ESTIMATE, ...values };
    try {
      const report = await check.mutateAsync({
        ...listing,
        brand: listing.brand?.trim() || undefined,
        category: listing.category || undefined,
        bullets: listing.bullets.map((b) => b ?? ''),
      });
      setResult({ report, of: checkedPart(values) });
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <>
      <PageHeader title={t('listing.estimate.title')} subtitle={t('listing.estimate.subtitle')} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card title={t('listing.estimate.listing')}>
            <EstimateForm form={form} isChecking={check.isPending} onCheck={(v) => void onCheck(v)} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('listing.estimate.resultTitle')} data-testid="estimate-card">
            {result ? (
              <EstimateReport
                report={result.report}
                isStale={current !== undefined && checkedPart(current) !== result.of}
                onApply={(repaired) => {
                  const bullets = EMPTY_ESTIMATE.bullets.map((_, i) => repaired.bullets[i] ?? '');
                  form.setFieldsValue({ ...repaired, bullets });
                  void message.info(t('listing.estimate.applied'));
                }}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listing.estimate.empty')} />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
