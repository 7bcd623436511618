import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CALC_FREIGHT_MODES, CALC_LIMITS, type FreightBody, type FreightData } from '@asinasin/contract';
import { App, Button, Card, Col, Empty, Flex, Form, InputNumber, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useFreight } from '../api/calc-calls';
import { FreightResult } from '../components/freight-result';
import { PackageFields, convertPackage } from '../components/package-fields';
import { UnitSwitch, packageKeys, type UnitSystem } from '../components/unit-switch';

interface FreightFormValues {
  cartons: Record<string, number | undefined>[];
  unitsPerCarton: number;
  quotes: Partial<Record<(typeof CALC_FREIGHT_MODES)[number], number | null>>;
}

/** /ai/freight/calculation: cartons priced per freight mode; open to visitors. */
export function FreightPage() {
  const { t } = useTranslation('calculators');
  const { message } = App.useApp();
  const [form] = Form.useForm<FreightFormValues>();
  const [units, setUnits] = useState<UnitSystem>('metric');
  const [result, setResult] = useState<FreightData>();
  const freight = useFreight();

  const calculate = async (values: FreightFormValues) => {
    const keys = packageKeys(units);
    const body: FreightBody = {
      cartons: values.cartons.map((c) => ({
        [keys.length]: c[keys.length],
        [keys.width]: c[keys.width],
        [keys.height]: c[keys.height],
        [keys.weight]: c[keys.weight],
        count: c.count ?? 1,
      })),
      unitsPerCarton: values.unitsPerCarton ?? 1,
      destination: 'US',
      quotes: Object.fromEntries(
        Object.entries(values.quotes ?? {}).filter(([, v]) => typeof v === 'number'),
      ),
    };
    try {
      setResult(await freight.mutateAsync(body));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const onUnits = (next: UnitSystem) => {
    const cartons = (form.getFieldValue('cartons') as FreightFormValues['cartons']).map((c) => ({
      count: c.count,
      ...convertPackage(c, next),
    }));
    form.setFieldValue('cartons', cartons);
    setUnits(next);
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('freight.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('freight.subtitle')}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{t('common.free')}</Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={9}>
          <Card>
            <Form<FreightFormValues>
              form={form}
              layout="vertical"
              initialValues={{ cartons: [{ count: 1 }], unitsPerCarton: 1, quotes: {} }}
              onFinish={(v) => void calculate(v)}
            >
              <Form.Item label={t('common.units')}>
                <UnitSwitch value={units} onChange={onUnits} />
              </Form.Item>
              <Form.List name="cartons">
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((field, index) => (
                      <Card
                        key={field.key}
                        size="small"
                        title={`${t('freight.cartons')} ${index + 1}`}
                        style={{ marginBottom: 8 }}
                        extra={
                          fields.length > 1 && (
                            <Button
                              size="small"
                              type="text"
                              icon={<DeleteOutlined />}
                              aria-label={t('freight.remove')}
                              onClick={() => remove(field.name)}
                            />
                          )
                        }
                      >
                        <PackageFields units={units} prefix={[field.name]} />
                        <Form.Item
                          name={[field.name, 'count']}
                          label={t('freight.count')}
                          rules={[
                            { required: true },
                            { type: 'number', min: 1, max: CALC_LIMITS.cartonCount },
                          ]}
                        >
                          <InputNumber
                            min={1}
                            max={CALC_LIMITS.cartonCount}
                            precision={0}
                            aria-label={t('freight.count')}
                          />
                        </Form.Item>
                      </Card>
                    ))}
                    {fields.length < CALC_LIMITS.cartons && (
                      <Button
                        block
                        icon={<PlusOutlined />}
                        onClick={() => add({ count: 1 })}
                        style={{ marginBottom: 16 }}
                      >
                        {t('freight.addCarton')}
                      </Button>
                    )}
                  </>
                )}
              </Form.List>
              <Form.Item
                name="unitsPerCarton"
                label={t('freight.unitsPerCarton')}
                rules={[{ required: true }, { type: 'number', min: 1, max: CALC_LIMITS.unitsPerCarton }]}
              >
                <InputNumber
                  min={1}
                  max={CALC_LIMITS.unitsPerCarton}
                  precision={0}
                  aria-label={t('freight.unitsPerCarton')}
                />
              </Form.Item>
              <Typography.Text strong>{t('freight.quotes')}</Typography.Text>
              <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                {t('freight.quoteHint', { currency: result?.currency ?? 'USD' })}
              </Typography.Paragraph>
              <Row gutter={8}>
                {CALC_FREIGHT_MODES.map((mode) => (
                  <Col xs={12} key={mode}>
                    <Form.Item name={['quotes', mode]} label={t(`freight.modes.${mode}`)}>
                      <InputNumber
                        min={0}
                        max={CALC_LIMITS.price}
                        step={0.1}
                        style={{ width: '100%' }}
                        aria-label={`${t('freight.quotes')} ${t(`freight.modes.${mode}`)}`}
                      />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
              <Button type="primary" htmlType="submit" loading={freight.isPending} block>
                {t('common.calculate')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={15}>
          <Card>
            {result ? (
              <FreightResult result={result} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
