import type { AbaClicked } from '@asinasin/contract';
import { Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MissingValue, useShareFormat } from '../../../components/catalog-values';
import { keywordMinerPath, productDetailPath, termResearchPath } from '../../../lib/research-links';
import { readScope } from '../model/url-state';

/** A share from 0 to 1 as every screen writes it (formatShare): 0.253 → 25.3%. */
export const useShare = useShareFormat;

/** A term: a link to its research page (in the screen's data scope), and to keyword mining from it. */
export function TermCell({ marketplace, term }: { marketplace: string; term: string }) {
  const { t } = useTranslation('aba');
  const [params] = useSearchParams();
  return (
    <Flex vertical gap={0}>
      <Link to={termResearchPath(marketplace, term, readScope(params))} title={t('aba.links.research')}>
        {term}
      </Link>
      <Link to={keywordMinerPath(marketplace, term)} style={{ fontSize: 12 }}>
        {t('aba.links.miner')}
      </Link>
    </Flex>
  );
}

/** A term's top clicked products: ASIN (to its detail) with click and conversion share. */
export function ClickedList({ marketplace, clicked }: { marketplace: string; clicked: AbaClicked[] }) {
  const { t } = useTranslation('aba');
  const share = useShare();
  if (clicked.length === 0) return <MissingValue reason={t('aba.values.noClicked')} />;
  return (
    <Flex vertical gap={2}>
      {clicked.map((c, index) => (
        <Space key={c.asin} size={6} wrap>
          <Typography.Text type="secondary">#{index + 1}</Typography.Text>
          <Link to={productDetailPath(marketplace, [c.asin])} title={t('aba.links.detail')}>
            {c.asin}
          </Link>
          <Typography.Text style={{ fontSize: 12 }}>
            {c.clickShare === null ? '—' : t('aba.values.clickShare', { value: share(c.clickShare) })}
            {' · '}
            {c.conversionShare === null
              ? '—'
              : t('aba.values.conversionShare', { value: share(c.conversionShare) })}
          </Typography.Text>
        </Space>
      ))}
    </Flex>
  );
}

/** A share that may be missing (a term without clicked products). */
export function ShareValue({ value }: { value: number | null }) {
  const { t } = useTranslation('aba');
  const share = useShare();
  return value === null ? <MissingValue reason={t('aba.values.noClicked')} /> : <>{share(value)}</>;
}
