import { COPY_LIMITS, type CopyKind, type Generation } from '@asinasin/contract';
import { App, Flex, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useSaveGeneration } from '../api/listing-calls';
import { copyAsText } from '../model/copy-text';
import { checkCopyLive, findingsOf, flaggedBrands } from '../model/live-check';
import { ResultActions, ResultNotes } from './result-toolbar';
import { TextField } from './text-field';
import { copyAsDraft, useKnownBrands } from './use-known-brands';
import { useCopy } from './use-copy';

const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Generated copywriting texts, editable and checked again on each edit, with copy and save. */
export function CopyResult({ generation }: { generation: Generation }) {
  const { t } = useTranslation('listing');
  const { message } = App.useApp();
  const copy = useCopy();
  const save = useSaveGeneration();
  const saved = useMemo(() => generation.copy ?? [], [generation.copy]);
  const [items, setItems] = useState(saved);
  const kind: CopyKind = generation.input.kind ?? 'aplusHeadline';
  const { marketplace } = generation.input;
  const isDirty = !same(items, saved);
  const brandIndex = useKnownBrands(
    generation.copyReport?.findings ?? [],
    isDirty ? copyAsDraft(items) : undefined,
    marketplace,
    generation.input.category,
  );
  const checked = useDeferredValue(items);
  const report = useMemo(
    () => checkCopyLive(checked, kind, marketplace, brandIndex),
    [checked, kind, marketplace, brandIndex],
  );
  const brands = flaggedBrands(report.findings);

  const onSave = async () => {
    try {
      await save.mutateAsync({ id: generation.id, copy: items.map((i) => i.trim()).filter(Boolean) });
      void message.success(t('listing.result.saved'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={16} data-testid="copy-result" data-generation-id={generation.id}>
      <Flex wrap justify="space-between" align="center" gap={12}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{t(`listing.kinds.${kind}`)}</Typography.Text>
          {report.passes ? (
            <Tag color="success">{t('listing.result.passes')}</Tag>
          ) : (
            <Tag color="error">
              {t('listing.result.errors', {
                count: report.findings.filter((f) => f.severity === 'error').length,
              })}
            </Tag>
          )}
        </Flex>
        <ResultActions
          onCopy={() => copy(copyAsText(items), brands)}
          onSave={() => void onSave()}
          canSave={isDirty && items.some((i) => i.trim())}
          isSaving={save.isPending}
        />
      </Flex>
      <ResultNotes generation={generation} brands={brands} isDirty={isDirty} />
      {items.map((item, i) => (
        <TextField
          key={i}
          id={`copy-${i + 1}`}
          label={t('listing.fields.copyItem', { n: i + 1 })}
          value={item}
          onChange={(v) => setItems((all) => all.map((old, j) => (j === i ? v : old)))}
          max={COPY_LIMITS[kind].max}
          findings={findingsOf(report.findings, 'copy', i)}
          rows={kind === 'storefront' ? 3 : 1}
        />
      ))}
    </Flex>
  );
}
