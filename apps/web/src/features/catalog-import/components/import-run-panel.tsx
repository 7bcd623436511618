import { IMPORT_INTERRUPTED_MESSAGE, type ImportRun } from '@asinasin/contract';
import { Alert, Descriptions, Flex, Skeleton, Steps, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useImportRun } from '../api/imports';
import { formatMoment } from './run-format';

type Reason = ImportRun['reasons'][number];

export const STATUS_COLOURS: Record<ImportRun['status'], string> = {
  running: 'processing',
  done: 'success',
  failed: 'error',
  unchanged: 'default',
};

/** The three steps a run goes through, and where this one stands. */
function RunSteps({ status }: { status: ImportRun['status'] }) {
  const { t } = useTranslation('catalog-import');
  const running = status === 'running';
  return (
    <Steps
      size="small"
      current={running ? 1 : 2}
      status={status === 'failed' ? 'error' : running ? 'process' : 'finish'}
      items={[
        { title: t('dataImport.run.steps.sent') },
        { title: t('dataImport.run.steps.checking') },
        { title: running ? t('dataImport.run.steps.finished') : t(`dataImport.run.status.${status}`) },
      ]}
    />
  );
}

function RunOutcome({ run }: { run: ImportRun }) {
  const { t } = useTranslation('catalog-import');
  switch (run.status) {
    case 'running':
      return (
        <Alert
          type="info"
          showIcon
          title={t('dataImport.run.running')}
          description={t('dataImport.run.soFar', {
            read: run.read.toLocaleString(),
            accepted: run.accepted.toLocaleString(),
            rejected: run.rejected.toLocaleString(),
          })}
        />
      );
    case 'done':
      return <Alert type="success" showIcon title={t('dataImport.run.done')} />;
    case 'unchanged':
      return <Alert type="info" showIcon title={t('dataImport.run.unchanged')} description={run.message} />;
    case 'failed': {
      // The server's one fixed message it knows by heart is shown in the reader's language.
      const interrupted = run.message === IMPORT_INTERRUPTED_MESSAGE;
      const description = interrupted ? t('dataImport.run.interrupted') : run.message;
      return <Alert type="error" showIcon title={t('dataImport.run.failed')} description={description} />;
    }
  }
}

/** The rows a run refused, by line, with the importer's reason. */
function ReasonsTable({ reasons, rejected }: { reasons: Reason[]; rejected: number }) {
  const { t } = useTranslation('catalog-import');
  return (
    <div>
      <Typography.Title level={5}>
        {reasons.length < rejected
          ? t('dataImport.run.reasonsFirst', { shown: reasons.length, rejected: rejected.toLocaleString() })
          : t('dataImport.run.reasons')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('dataImport.run.serverText')}</Typography.Paragraph>
      <Table<Reason>
        data-testid="import-reasons"
        size="small"
        rowKey={(reason) => `${reason.line}:${reason.reason}`}
        dataSource={reasons}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: t('dataImport.run.line'), dataIndex: 'line', width: 90, align: 'right' },
          { title: t('dataImport.run.reason'), dataIndex: 'reason' },
        ]}
      />
    </div>
  );
}

/** One import run, followed while it runs: its steps, counts, refused rows and failure. */
export function ImportRunPanel({ runId }: { runId: number }) {
  const { t } = useTranslation('catalog-import');
  const { data: run, isPending, isError, error } = useImportRun(runId);
  if (isPending) return <Skeleton active />;
  if (isError || !run) {
    return (
      <Alert type="error" showIcon title={t('dataImport.run.loadFailed')} description={errorMessage(error)} />
    );
  }
  // A running run's counts are those of the rows checked so far (the server writes them as it goes).
  const count = (n: number) => n.toLocaleString();
  return (
    <Flex vertical gap={16} data-testid="import-run" data-status={run.status}>
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={5} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {t('dataImport.run.title', { id: run.runId, file: run.file })}
        </Typography.Title>
        <Tag color={STATUS_COLOURS[run.status]}>{t(`dataImport.run.status.${run.status}`)}</Tag>
      </Flex>
      <RunSteps status={run.status} />
      <RunOutcome run={run} />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'format', label: t('dataImport.run.format'), children: run.format ?? '—' },
          { key: 'read', label: t('dataImport.run.read'), children: count(run.read) },
          { key: 'accepted', label: t('dataImport.run.accepted'), children: count(run.accepted) },
          { key: 'rejected', label: t('dataImport.run.rejected'), children: count(run.rejected) },
          { key: 'started', label: t('dataImport.run.started'), children: formatMoment(run.startedAt) },
          { key: 'finished', label: t('dataImport.run.finished'), children: formatMoment(run.finishedAt) },
        ]}
      />
      {run.reasons.length > 0 && <ReasonsTable reasons={run.reasons} rejected={run.rejected} />}
    </Flex>
  );
}
