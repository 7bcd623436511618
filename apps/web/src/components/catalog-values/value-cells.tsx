import type { SalesEstimate } from '@asinasin/contract';
import { catalogText, formattersFor } from './catalog-text';
import './catalog-values.css';

/*
 * The value cells hold no hook and no tooltip of their own: a results page draws hundreds of them.
 * Their tags are plain spans styled like antd's (catalog-values.css), not Tag instances.
 * Each marks itself with what its tooltip says (data-hint, data-hint-estimate), and the HintScope
 * around the table or page opens one tooltip for whichever cell is hovered or focused
 * (docs/decisions/0037-speed.md).
 */

/**
 * A value the data cannot give: a dash, and the reason on hover. The reason is also in the cell's
 * text for screen readers; dashes are not tab stops (a page can hold hundreds of them), the
 * estimated and Amazon-reported values are.
 */
export function MissingValue({ reason }: { reason: string }) {
  return (
    <span className="cv-hint cv-missing" data-testid="missing-value" data-hint={reason}>
      <span aria-hidden>—</span>
      <span className="cv-visually-hidden">{reason}</span>
    </span>
  );
}

/** The model's monthly units, tagged as estimated, with its band, curve and method in the tooltip. */
export function EstimatedSales({ estimate }: { estimate: SalesEstimate }) {
  const format = formattersFor();
  const { low, high, curve, calibrated } = estimate;
  return (
    <span
      className="cv-hint"
      tabIndex={0}
      data-testid="estimated-sales"
      data-hint-estimate={JSON.stringify({ low, high, curve, calibrated })}
    >
      {format.number(estimate.units)}
      <span className="cv-tag cv-tag-outlined cv-tag-orange">{catalogText('catalogValues.estimated')}</span>
    </span>
  );
}

/** Amazon's own "N+ bought in past month": a lower bound Amazon shows, never an estimate. */
export function AmazonReported({ value }: { value: number }) {
  const shown = formattersFor().number(value);
  return (
    <span
      className="cv-hint"
      tabIndex={0}
      data-testid="amazon-reported"
      data-hint={catalogText('catalogValues.boughtNote', { value: shown })}
    >
      {catalogText('catalogValues.boughtValue', { value: shown })}
      <span className="cv-tag cv-tag-outlined cv-tag-blue">
        {catalogText('catalogValues.amazonReported')}
      </span>
    </span>
  );
}
