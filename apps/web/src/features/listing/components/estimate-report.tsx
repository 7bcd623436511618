import { LISTING_FIELDS, type ListingDraft } from '@asinasin/contract';
import { Button, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { checkListing } from '../api/listing-calls';
import { flaggedBrands } from '../model/live-check';
import { BrandAlert } from './brand-alert';
import { CoverageMap } from './coverage-map';
import { FindingsList } from './findings-list';
import { RepairsList } from './repairs-list';
import { ScoreSummary } from './score-summary';

export type ListingReport = Awaited<ReturnType<typeof checkListing>>;

interface Props {
  report: ListingReport;
  isStale: boolean;
  onApply: (repaired: ListingDraft) => void;
}

/** A checked listing: score, each field's findings, keyword coverage and the concrete rewrites. */
export function EstimateReport({ report, isStale, onApply }: Props) {
  const { t } = useTranslation('listing');
  const fields = LISTING_FIELDS.filter((f) => f !== 'copy');
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  return (
    <Flex vertical gap={16} data-testid="estimate-report">
      <ScoreSummary score={report.score} passes={report.passes} errors={errors} />
      {isStale && <Typography.Text type="warning">{t('listing.estimate.stale')}</Typography.Text>}
      <BrandAlert brands={flaggedBrands(report.findings)} />
      <section aria-labelledby="estimate-findings">
        <Typography.Title level={5} id="estimate-findings">
          {t('listing.estimate.findings')}
        </Typography.Title>
        {report.findings.length === 0 ? (
          <Typography.Text type="success">{t('listing.result.passes')}</Typography.Text>
        ) : (
          <Flex vertical gap={10}>
            {fields.map((field) => {
              const found = report.findings.filter((f) => f.field === field);
              if (found.length === 0) return null;
              return (
                <div key={field}>
                  <Typography.Text strong>{t(`listing.fields.${field}`)}</Typography.Text>
                  <FindingsList findings={found} testId={`estimate-findings-${field}`} />
                </div>
              );
            })}
          </Flex>
        )}
      </section>
      <section aria-labelledby="estimate-coverage">
        <Typography.Title level={5} id="estimate-coverage">
          {t('listing.coverage.heading')}
        </Typography.Title>
        <CoverageMap coverage={report.coverage} />
      </section>
      <section aria-labelledby="estimate-rewrites">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={5} id="estimate-rewrites" style={{ margin: 0 }}>
            {t('listing.estimate.rewrites')}
          </Typography.Title>
          {report.repairs.length > 0 && (
            <Button onClick={() => onApply(report.repaired)}>{t('listing.estimate.applyAll')}</Button>
          )}
        </Flex>
        {report.repairs.length > 0 ? (
          <div style={{ marginTop: 8 }}>
            <RepairsList repairs={report.repairs} />
          </div>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listing.estimate.noRewrites')} />
        )}
      </section>
    </Flex>
  );
}
