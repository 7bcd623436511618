import { LISTING_LIMITS, LISTING_MARKETS, type Generation } from '@asinasin/contract';
import { App, Collapse, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useSaveGeneration } from '../api/listing-calls';
import { listingAsText } from '../model/copy-text';
import { findingsOf } from '../model/live-check';
import { CoverageMap } from './coverage-map';
import { FindingsList } from './findings-list';
import { ResultActions, ResultNotes } from './result-toolbar';
import { RepairsList } from './repairs-list';
import { ScoreSummary } from './score-summary';
import { TextField } from './text-field';
import { useCopy } from './use-copy';
import { toSaved, useListingDraft } from './use-listing-draft';

/**
 * A generated listing, editable: every part with its counter, copy button and findings, checked
 * again on each edit by the contract's rules in the browser; the keyword coverage; brand flags
 * before copying; save edits.
 */
export function ListingResult({ generation }: { generation: Generation }) {
  const { t } = useTranslation('listing');
  const { message } = App.useApp();
  const copy = useCopy();
  const save = useSaveGeneration();
  const { draft, isDirty, report, brands, setField, setBullet } = useListingDraft(generation);
  const market = LISTING_MARKETS[generation.input.marketplace];
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const labels = {
    title: t('listing.fields.title'),
    bullets: t('listing.fields.bullets'),
    description: t('listing.fields.description'),
    searchTerms: t('listing.fields.searchTerms'),
  };

  const onSave = async () => {
    try {
      await save.mutateAsync({ id: generation.id, listing: toSaved(draft) });
      void message.success(t('listing.result.saved'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={16} data-testid="listing-result" data-generation-id={generation.id}>
      <Flex wrap justify="space-between" align="center" gap={12}>
        <ScoreSummary score={report.score} passes={report.passes} errors={errors} />
        <ResultActions
          onCopy={() => copy(listingAsText(toSaved(draft), labels), brands)}
          onSave={() => void onSave()}
          canSave={isDirty}
          isSaving={save.isPending}
        />
      </Flex>
      <ResultNotes generation={generation} brands={brands} isDirty={isDirty} />
      <TextField
        id="title"
        label={labels.title}
        value={draft.title}
        onChange={(v) => setField('title', v)}
        max={LISTING_LIMITS.titleMax}
        findings={findingsOf(report.findings, 'title')}
        rows={2}
      />
      <Flex vertical gap={12} role="group" aria-label={labels.bullets}>
        <FindingsList findings={report.findings.filter((f) => f.rule === 'bullets.count')} />
        {draft.bullets.map((bullet, i) => (
          <TextField
            key={i}
            id={`bullet-${i + 1}`}
            label={t('listing.fields.bullet', { n: i + 1 })}
            value={bullet}
            onChange={(v) => setBullet(i, v)}
            max={LISTING_LIMITS.bulletMax}
            findings={findingsOf(report.findings, 'bullets', i)}
            rows={2}
          />
        ))}
      </Flex>
      <TextField
        id="description"
        label={labels.description}
        value={draft.description}
        onChange={(v) => setField('description', v)}
        max={LISTING_LIMITS.descriptionMax}
        findings={findingsOf(report.findings, 'description')}
        rows={4}
      />
      <TextField
        id="search-terms"
        label={labels.searchTerms}
        value={draft.searchTerms}
        onChange={(v) => setField('searchTerms', v)}
        max={market.searchTermsBytes - 1}
        unit="bytes"
        findings={findingsOf(report.findings, 'searchTerms')}
        rows={2}
      />
      <section aria-labelledby="coverage-heading">
        <Typography.Title level={5} id="coverage-heading">
          {t('listing.coverage.heading')}
        </Typography.Title>
        <CoverageMap coverage={report.coverage} />
      </section>
      {generation.repairsApplied.length > 0 && (
        <Collapse
          size="small"
          items={[
            {
              key: 'repairs',
              label: t('listing.result.repairsApplied', { count: generation.repairsApplied.length }),
              children: (
                <>
                  <Typography.Paragraph type="secondary">
                    {t('listing.result.repairsIntro')}
                  </Typography.Paragraph>
                  <RepairsList repairs={generation.repairsApplied} />
                </>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
