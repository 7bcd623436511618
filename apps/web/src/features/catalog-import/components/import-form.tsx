import { MARKETPLACES, type ImportKind, type ImportQuery } from '@asinasin/contract';
import { Alert, Button, Form, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useStartImport } from '../api/imports';
import { fileProblem, GUIDE_ORDER, IMPORT_GUIDE, MAX_IMPORT_LABEL } from '../model/import-kinds';
import { Upload } from '../../../components/upload/upload';
import { formatBytes } from './run-format';

type Problems = Partial<Record<'file' | 'marketplace' | 'dates', string>>;

/**
 * The operator's upload: kind, marketplace, the dates of a Business Report and the file. What can
 * be checked here is checked before a byte is sent; the rest is the import run's to tell.
 */
export function ImportForm({ onStarted }: { onStarted: (runId: number) => void }) {
  const { t } = useTranslation('catalog-import');
  const [kind, setKind] = useState<ImportKind>('products');
  const [marketplace, setMarketplace] = useState<string>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const start = useStartImport();
  const guide = IMPORT_GUIDE[kind];
  const extensions = guide.extensions.join(' ');

  const problemOfFile = (chosen: File | null, forKind: ImportKind): string | undefined => {
    if (!chosen) return t('dataImport.errors.noFile');
    const problem = fileProblem(forKind, chosen);
    if (!problem) return undefined;
    return t(`dataImport.errors.${problem}`, {
      limit: MAX_IMPORT_LABEL,
      extensions: IMPORT_GUIDE[forKind].extensions.join(' '),
    });
  };

  const choose = (chosen: File) => {
    setFile(chosen);
    setProblems((current) => ({ ...current, file: problemOfFile(chosen, kind) }));
  };

  const changeKind = (next: ImportKind) => {
    setKind(next);
    // A file already chosen may not suit the new kind; say so at once.
    if (file) setProblems({ file: problemOfFile(file, next) });
    else setProblems({});
  };

  const submit = () => {
    const found: Problems = { file: problemOfFile(file, kind) };
    if (guide.marketplace === 'required' && !marketplace) {
      found.marketplace = t('dataImport.errors.needMarketplace');
    }
    if (guide.needsDates && (!from || !to || from > to)) found.dates = t('dataImport.errors.needDates');
    setProblems(found);
    if (Object.values(found).some(Boolean) || !file) return;
    const query: ImportQuery = { kind };
    if (marketplace) query.marketplace = marketplace;
    if (guide.needsDates) Object.assign(query, { from, to });
    start.mutate({ file, query }, { onSuccess: ({ runId }) => onStarted(runId) });
  };

  const status = (problem: string | undefined) => (problem ? 'error' : undefined);

  return (
    <Form layout="vertical" onFinish={submit} data-testid="import-form" requiredMark={false}>
      <Form.Item label={t('dataImport.form.kind')}>
        <Radio.Group
          optionType="button"
          value={kind}
          onChange={(event) => changeKind(event.target.value as ImportKind)}
          options={GUIDE_ORDER.map((value) => ({ value, label: t(`dataImport.kinds.${value}.name`) }))}
        />
      </Form.Item>
      <Form.Item
        label={t('dataImport.form.marketplace')}
        htmlFor="import-marketplace"
        validateStatus={status(problems.marketplace)}
        help={
          problems.marketplace ??
          (guide.marketplace === 'required' ? undefined : t('dataImport.form.marketplaceHint'))
        }
      >
        <Select
          id="import-marketplace"
          // "From the file" is no choice where the file never says it: the field starts empty there.
          value={guide.marketplace === 'required' && !marketplace ? undefined : marketplace}
          placeholder={t('dataImport.form.marketplacePick')}
          onChange={setMarketplace}
          style={{ maxWidth: 320 }}
          options={[
            ...(guide.marketplace === 'required'
              ? []
              : [{ value: '', label: t('dataImport.form.marketplaceFromFile') }]),
            ...MARKETPLACES.map((m) => ({
              value: m.code,
              label: `${m.code} · ${t(`dataImport.marketplaces.${m.code}`)}`,
            })),
          ]}
        />
      </Form.Item>
      {guide.needsDates && (
        <Form.Item
          label={t('dataImport.form.period')}
          validateStatus={status(problems.dates)}
          help={problems.dates}
        >
          <div className="data-import-dates">
            <Form.Item label={t('dataImport.form.periodStart')} htmlFor="import-from">
              <Input id="import-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
            </Form.Item>
            <Form.Item label={t('dataImport.form.periodEnd')} htmlFor="import-to">
              <Input id="import-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
            </Form.Item>
          </div>
        </Form.Item>
      )}
      <Form.Item
        label={t('dataImport.form.file')}
        validateStatus={status(problems.file)}
        help={problems.file}
      >
        {/* the shared Upload picks and checks the file (picker, drop or paste); the form sends it
            with its fields, so the form's own checks say what is wrong with a file for its kind */}
        <Upload
          drag
          action=""
          accept={guide.extensions.join(',')}
          label={t('dataImport.form.drop')}
          triggerTestId="import-drop"
          tip={t('dataImport.form.limit', { extensions, limit: MAX_IMPORT_LABEL })}
          invalid={!!problems.file}
          onPick={([chosen]) => chosen && choose(chosen)}
        >
          {t('dataImport.form.drop')}
        </Upload>
        {file && (
          <Typography.Text data-testid="import-chosen-file" style={{ display: 'block', marginTop: 8 }}>
            {t('dataImport.form.chosen', { name: file.name, size: formatBytes(file.size) })}
          </Typography.Text>
        )}
      </Form.Item>
      {start.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('dataImport.errors.uploadFailed', { message: errorMessage(start.error) })}
        />
      )}
      <Button type="primary" htmlType="submit" loading={start.isPending}>
        {start.isPending ? t('dataImport.form.sending') : t('dataImport.form.submit')}
      </Button>
    </Form>
  );
}
