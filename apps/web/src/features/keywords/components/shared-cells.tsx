import type { ClickedProduct, TermPeriod } from '@asinasin/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MissingValue, useShareFormat } from '../../../components/catalog-values';
import { productDetailPath } from '../../../lib/research-links';
import { TableLink } from '../../../components/server-table';

/** A share (0 to 1) as a percentage without a sign; "—" with the reason when Amazon gave none. */
export function ShareCell({ value }: { value: number | null }) {
  const { t } = useTranslation('keywords');
  const share = useShareFormat();
  if (value === null) return <MissingValue reason={t('keywords.missingShare')} />;
  return <>{share(value)}</>;
}

export const periodText = (period: TermPeriod) => `${period.start} ~ ${period.end}`;

/** The top clicked products of a term: each ASIN links to its detail, with its click share. */
export function ClickedList({
  marketplace,
  clicked,
  highlight,
}: {
  marketplace: string;
  clicked: ClickedProduct[];
  highlight?: string[];
}) {
  return (
    <Flex vertical gap={2}>
      {clicked.map((product) => (
        <span key={product.asin} style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text type="secondary">#{product.clickRank} </Typography.Text>
          <TableLink
            to={productDetailPath(marketplace, [product.asin])}
            style={highlight?.includes(product.asin) ? { fontWeight: 600 } : undefined}
          >
            {product.asin}
          </TableLink>{' '}
          <ShareCell value={product.clickShare} />
        </span>
      ))}
    </Flex>
  );
}

/** Where the figures came from: the period and the import files. */
export function SourceLine({ period, files }: { period: TermPeriod; files: string[] }) {
  const { t } = useTranslation('keywords');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="keywords-source">
      {t('keywords.source', { period: periodText(period), files: files.join(', ') })}
    </Typography.Text>
  );
}
