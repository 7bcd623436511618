import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import './data-import.css';
import { ImportForm } from './import-form';
import { ImportGuide } from './import-guide';
import { ImportRunPanel } from './import-run-panel';
import { ImportRunsTable } from './import-runs-table';
import { KeepaBestSellers } from './keepa-best-sellers';

/** The operator's tools: the upload, the run it started (or one opened from the list), the runs. */
function OperatorImport() {
  const { t } = useTranslation('catalog-import');
  const [runId, setRunId] = useState<number | null>(null);
  // A new form for each file, so nothing of the last one (its file, its error) lingers.
  const [formKey, setFormKey] = useState(0);
  const runRef = useRef<HTMLDivElement>(null);
  const open = (id: number) => {
    setRunId(id);
    requestAnimationFrame(() => runRef.current?.scrollIntoView({ block: 'nearest' }));
  };
  return (
    <>
      <Card title={t('dataImport.form.title')} data-testid="import-upload">
        {runId === null ? (
          <ImportForm key={formKey} onStarted={open} />
        ) : (
          <div ref={runRef}>
            <ImportRunPanel runId={runId} />
            <Button
              style={{ marginTop: 16 }}
              onClick={() => {
                setRunId(null);
                setFormKey((key) => key + 1);
              }}
            >
              {t('dataImport.form.another')}
            </Button>
          </div>
        )}
      </Card>
      <KeepaBestSellers />
      <Card title={t('dataImport.runs.title')}>
        <ImportRunsTable onOpen={open} />
      </Card>
    </>
  );
}

/**
 * /data#import, where every empty research screen points: what each kind of file fills and how it
 * is imported, for everyone; the upload and its runs for the operator alone (a seller would only
 * meet a refusal), and for everyone else who to ask.
 */
export function ImportSection() {
  const { t } = useTranslation('catalog-import');
  const { user, isLoading } = useSession();
  const isSeller = !isLoading && !user.operator;
  return (
    <Flex vertical gap={16} id="import">
      <Card title={t('dataImport.title')}>
        {/* A seller sent here by an empty screen reads the answer first, then what to ask for. */}
        {isSeller && (
          <Alert
            type="info"
            showIcon
            data-testid="import-ask-operator"
            title={t('dataImport.seller.title')}
            description={t('dataImport.seller.body')}
            style={{ marginBottom: 16 }}
          />
        )}
        <ImportGuide />
      </Card>
      {isLoading ? <Skeleton active /> : user.operator && <OperatorImport />}
    </Flex>
  );
}
