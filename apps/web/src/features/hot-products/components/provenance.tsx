import type { ImportSource, ProductHistory } from '@asinasin/contract';
import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

/** "Source: import #3 file.csv (2026-01-02)" for one stored column, or nothing when unknown. */
export function FieldSource({ history, column }: { history: ProductHistory; column: string }) {
  const { t } = useTranslation('hot-products');
  const runId = history.fieldSources[column];
  const source = history.sources.find((s) => s.runId === runId);
  if (!source) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`source-${column}`}>
      {t('detail.provenance.fieldFrom', {
        id: source.runId,
        file: source.fileName,
        date: formatDate(source.importedAt),
      })}
    </Typography.Text>
  );
}

/** Every import that gave this product fields or observations, with its file, kind and date. */
export function ProvenanceList({ sources }: { sources: ImportSource[] }) {
  const { t } = useTranslation('hot-products');
  return (
    <List
      size="small"
      header={<Typography.Text strong>{t('detail.provenance.title')}</Typography.Text>}
      bordered
      dataSource={sources}
      data-testid="provenance"
      renderItem={(s) => (
        <List.Item>
          <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography.Text>{t('detail.provenance.run', { id: s.runId, file: s.fileName })}</Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('detail.provenance.meta', {
                kind: s.kind,
                format: s.format ? ` · ${s.format}` : '',
                date: formatDate(s.importedAt),
              })}
              {s.fields.length > 0 && (
                <> · {t('detail.provenance.fields', { fields: s.fields.join(', ') })}</>
              )}
              {s.observations > 0 && <> · {t('detail.provenance.observations', { count: s.observations })}</>}
            </Typography.Text>
          </div>
        </List.Item>
      )}
    />
  );
}
