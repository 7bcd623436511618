import { OUTPUT_FORMATS, SQUARE_SIZES, type OptimizeOptions } from '@asinasin/contract';
import { DownloadOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  InputNumber,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { downloadBatchZip, useBatch, useStartOptimize } from '../api/image-calls';
import { BatchProgress } from '../components/batch-progress';
import { ImageHistory } from '../components/image-history';
import { ImageThumb } from '../components/image-thumb';
import { ImageUploader } from '../components/image-uploader';
import { useUploaded } from '../components/use-uploaded';

interface OptionValues {
  whiten: boolean;
  size: OptimizeOptions['size'];
  format: OptimizeOptions['format'];
  targetKb: number | null;
}

const FORMAT_LABELS: Record<OptimizeOptions['format'], string> = { jpeg: 'JPG', png: 'PNG', webp: 'WebP' };
const DEFAULTS: OptionValues = { whiten: true, size: 2000, format: 'jpeg', targetKb: null };

/** /ai/image/optimizer and /picture/change: whiten, square, compress, convert a batch; zip download. */
export function ImageOptimizerPage() {
  const { t } = useTranslation('images');
  const { message } = App.useApp();
  const [form] = Form.useForm<OptionValues>();
  const uploaded = useUploaded();
  const start = useStartOptimize();
  const [batchId, setBatchId] = useState<string>();
  const batch = useBatch(batchId).data;
  const running = batch?.state === 'queued' || batch?.state === 'running';
  const [downloading, setDownloading] = useState(false);

  const onStart = async (values: OptionValues) => {
    try {
      const options = { ...values, targetKb: values.targetKb ?? null };
      setBatchId((await start.mutateAsync({ imageIds: uploaded.ids, options })).id);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadBatchZip(batchId!);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('optimize.title')} intro={t('optimize.intro')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card>
            <Flex vertical gap={12}>
              <ImageUploader onUploaded={uploaded.add} onRemoved={uploaded.remove} />
              <Form form={form} layout="vertical" initialValues={DEFAULTS} onFinish={(v) => void onStart(v)}>
                <Form.Item
                  name="whiten"
                  label={t('optimize.whiten')}
                  valuePropName="checked"
                  extra={t('optimize.whitenHint')}
                >
                  <Switch />
                </Form.Item>
                <Form.Item name="size" label={t('optimize.size')}>
                  <Select
                    options={SQUARE_SIZES.map((size) => ({ value: size, label: `${size} × ${size}` }))}
                  />
                </Form.Item>
                <Form.Item name="format" label={t('optimize.format')}>
                  <Select
                    options={OUTPUT_FORMATS.map((format) => ({
                      value: format,
                      label: FORMAT_LABELS[format],
                    }))}
                  />
                </Form.Item>
                <Form.Item name="targetKb" label={t('optimize.target')}>
                  <InputNumber
                    min={50}
                    max={10240}
                    precision={0}
                    placeholder={t('optimize.targetPlaceholder')}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
                <Button
                  type="primary"
                  htmlType="submit"
                  disabled={uploaded.ids.length === 0 || running}
                  loading={start.isPending || running}
                >
                  {t('optimize.start')}
                </Button>
              </Form>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card data-testid="optimize-results">
            {!batch ? (
              <Empty description={t('optimize.empty')} />
            ) : (
              <Flex vertical gap={12}>
                <BatchProgress
                  batch={batch}
                  label={t(batch.state === 'done' ? 'optimize.done' : 'optimize.running', {
                    done: batch.done,
                    total: batch.total,
                  })}
                />
                <Typography.Text>
                  {batch.state === 'done'
                    ? t('optimize.done', { total: batch.total })
                    : batch.state === 'dead'
                      ? t('optimize.dead', { reason: batch.error })
                      : t('optimize.running', { done: batch.done, total: batch.total })}
                </Typography.Text>
                {batch.state === 'done' && (
                  <Button
                    icon={<DownloadOutlined aria-hidden />}
                    loading={downloading}
                    onClick={() => void onDownload()}
                  >
                    {t('optimize.download')}
                  </Button>
                )}
                <Flex gap={12} wrap>
                  {batch.items.flatMap((item) =>
                    item.results.map((result) => (
                      <Flex key={result.id} vertical gap={4} style={{ width: 130 }}>
                        <ImageThumb id={result.id} alt={result.name} size={120} />
                        <Typography.Text ellipsis style={{ fontSize: 12 }}>
                          {result.name}
                        </Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {Math.ceil(result.bytes / 1024)} KB
                        </Typography.Text>
                      </Flex>
                    )),
                  )}
                </Flex>
              </Flex>
            )}
          </Card>
        </Col>
      </Row>
      <ImageHistory />
    </Flex>
  );
}
