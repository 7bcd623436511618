import { App, Button, Card, Col, Empty, Flex, List, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useBatch, useStartCheck } from '../api/image-calls';
import { BatchProgress } from '../components/batch-progress';
import { ComplianceReportView } from '../components/compliance-report';
import { ImageHistory } from '../components/image-history';
import { ImageThumb } from '../components/image-thumb';
import { ImageUploader } from '../components/image-uploader';
import { useUploaded } from '../components/use-uploaded';

/** /picture/wise: checks main images against Amazon's rules, one report per image. */
export function ImageCheckPage() {
  const { t } = useTranslation('images');
  const { message } = App.useApp();
  const uploaded = useUploaded();
  const start = useStartCheck();
  const [batchId, setBatchId] = useState<string>();
  const batch = useBatch(batchId).data;
  const running = batch?.state === 'queued' || batch?.state === 'running';

  const onStart = async () => {
    try {
      setBatchId((await start.mutateAsync(uploaded.ids)).id);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('check.title')} intro={t('check.intro')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card>
            <Flex vertical gap={12}>
              <ImageUploader onUploaded={uploaded.add} onRemoved={uploaded.remove} />
              <Button
                type="primary"
                disabled={uploaded.ids.length === 0 || running}
                loading={start.isPending || running}
                onClick={() => void onStart()}
              >
                {t('check.start')}
              </Button>
              {batch && (
                <BatchProgress
                  batch={batch}
                  label={t('check.running', { done: batch.done, total: batch.total })}
                />
              )}
              <Typography.Text type="secondary">{t('check.method')}</Typography.Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card data-testid="check-results">
            {batch?.state === 'dead' && (
              <Typography.Text type="danger">{t('optimize.dead', { reason: batch.error })}</Typography.Text>
            )}
            {!batch || batch.items.length === 0 ? (
              <Empty description={t('check.empty')} />
            ) : (
              <List
                dataSource={batch.items}
                rowKey="id"
                renderItem={(item) => (
                  <List.Item>
                    <Flex gap={16} wrap style={{ width: '100%' }}>
                      <ImageThumb id={item.id} alt={item.name} size={120} />
                      <Flex vertical gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
                        <Typography.Text strong>{item.name}</Typography.Text>
                        {item.report ? (
                          <ComplianceReportView report={item.report} />
                        ) : (
                          <Typography.Text type="secondary">
                            {t('check.running', { done: batch.done, total: batch.total })}
                          </Typography.Text>
                        )}
                      </Flex>
                    </Flex>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
      <ImageHistory />
    </Flex>
  );
}
