import type { ImportRun } from '@asinasin/contract';
import { Alert, Button, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { RUNS_PAGE_SIZE, useImportRuns } from '../api/imports';
import { STATUS_COLOURS } from './import-run-panel';
import { formatMoment } from './run-format';

type RunRow = Omit<ImportRun, 'reasons'>;

/** The latest import runs, newest first, paged on the server; a run's details open above. */
export function ImportRunsTable({ onOpen }: { onOpen: (runId: number) => void }) {
  const { t } = useTranslation('catalog-import');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useImportRuns(page);
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('dataImport.runs.loadFailed')}
        description={errorMessage(error)}
      />
    );
  }
  // A running run shows the rows counted so far.
  const count = (n: number) => n.toLocaleString();
  return (
    <Table<RunRow>
      data-testid="import-runs"
      size="small"
      rowKey="runId"
      loading={isPending}
      dataSource={data?.rows ?? []}
      scroll={{ x: 900 }}
      locale={{ emptyText: t('dataImport.runs.empty') }}
      pagination={{
        current: page,
        pageSize: RUNS_PAGE_SIZE,
        total: data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: setPage,
      }}
      columns={[
        { title: t('dataImport.runs.id'), dataIndex: 'runId', width: 64, render: (id: number) => `#${id}` },
        {
          title: t('dataImport.runs.file'),
          key: 'file',
          width: 260,
          // The file and, below it, the format the importer recognised in it.
          render: (_, run) => (
            <Flex vertical>
              <Typography.Text ellipsis={{ tooltip: run.file }}>{run.file}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {run.format ?? '—'}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: t('dataImport.runs.kind'),
          dataIndex: 'kind',
          width: 110,
          render: (kind: string) => t(`dataImport.kinds.${kind}.name`, { defaultValue: kind }),
        },
        {
          title: t('dataImport.runs.status'),
          dataIndex: 'status',
          width: 96,
          render: (status: ImportRun['status']) => (
            <Tag color={STATUS_COLOURS[status]}>{t(`dataImport.run.status.${status}`)}</Tag>
          ),
        },
        { title: t('dataImport.runs.read'), dataIndex: 'read', width: 80, align: 'right', render: count },
        {
          title: t('dataImport.runs.accepted'),
          dataIndex: 'accepted',
          width: 80,
          align: 'right',
          render: count,
        },
        {
          title: t('dataImport.runs.rejected'),
          dataIndex: 'rejected',
          width: 80,
          align: 'right',
          render: count,
        },
        {
          title: t('dataImport.runs.started'),
          dataIndex: 'startedAt',
          width: 110,
          render: (at: string) => formatMoment(at),
        },
        {
          title: '',
          key: 'open',
          width: 80,
          render: (_, run) => (
            <Button
              size="small"
              onClick={() => onOpen(run.runId)}
              aria-label={`${t('dataImport.runs.open')} #${run.runId}`}
            >
              {t('dataImport.runs.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}
