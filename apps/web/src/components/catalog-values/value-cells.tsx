import type { SalesEstimate } from '@asinasin/contract';
import { Flex, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from './use-formatters';
import './catalog-values.css';

/**
 * A cell whose value has more to say: the explanation opens on hover and on keyboard focus, and
 * the focused cell is described by it (aria-describedby, set by the tooltip while open).
 */
function Explained({ children, title, testId }: { children: ReactNode; title: ReactNode; testId: string }) {
  return (
    <Tooltip title={title} trigger={['hover', 'focus']}>
      <span className="cv-hint" tabIndex={0} data-testid={testId}>
        {children}
      </span>
    </Tooltip>
  );
}

/**
 * A value the data cannot give: a dash, and the reason on hover. The reason is also in the cell's
 * text for screen readers; dashes are not tab stops (a page can hold hundreds of them), the
 * estimated and Amazon-reported values are.
 */
export function MissingValue({ reason }: { reason: string }) {
  return (
    <Tooltip title={reason}>
      <span className="cv-hint cv-missing" data-testid="missing-value">
        <span aria-hidden>—</span>
        <span className="cv-visually-hidden">{reason}</span>
      </span>
    </Tooltip>
  );
}

/** The model's monthly units, tagged as estimated, with its band, curve and method in the tooltip. */
export function EstimatedSales({ estimate }: { estimate: SalesEstimate }) {
  const { t } = useTranslation('catalog-values');
  const format = useFormatters();
  const details = (
    <Flex vertical gap={4}>
      <span>
        {t('catalogValues.estimatedBand', {
          low: format.number(estimate.low),
          high: format.number(estimate.high),
        })}
      </span>
      <span>
        {t('catalogValues.curve', { curve: estimate.curve })} ·{' '}
        {estimate.calibrated ? t('catalogValues.curveCalibrated') : t('catalogValues.curveDefault')}
      </span>
      <span>
        {t('catalogValues.estimatedNote')}{' '}
        <Link to="/data#sales-model" className="cv-tooltip-link">
          {t('catalogValues.methodLink')}
        </Link>
      </span>
    </Flex>
  );
  return (
    <Explained title={details} testId="estimated-sales">
      {format.number(estimate.units)}
      <Tag color="orange" variant="outlined">
        {t('catalogValues.estimated')}
      </Tag>
    </Explained>
  );
}

/** Amazon's own "N+ bought in past month": a lower bound Amazon shows, never an estimate. */
export function AmazonReported({ value }: { value: number }) {
  const { t } = useTranslation('catalog-values');
  const format = useFormatters();
  const shown = t('catalogValues.boughtValue', { value: format.number(value) });
  return (
    <Explained
      title={t('catalogValues.boughtNote', { value: format.number(value) })}
      testId="amazon-reported"
    >
      {shown}
      <Tag color="blue" variant="outlined">
        {t('catalogValues.amazonReported')}
      </Tag>
    </Explained>
  );
}
