import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a research screen reads from the catalog, so its empty state can say what to import. */
export type CatalogNeed = 'products' | 'snapshots' | 'rootRanks' | 'searchTerms' | 'matches';

/**
 * The empty state of a research screen: says which data would fill it and links to where data is
 * imported (/data#import). `matches` is for a search that ran on data and found nothing.
 */
export function CatalogEmpty({ need, testId }: { need: CatalogNeed; testId?: string }) {
  const { t } = useTranslation('catalog-values');
  return (
    <Empty
      data-testid={testId ?? 'catalog-empty'}
      description={
        <>
          <Typography.Text strong>{t(`catalogEmpty.${need}.title`)}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t(`catalogEmpty.${need}.body`)}</Typography.Text>
          {need !== 'matches' && (
            <>
              <br />
              <Link to="/data#import">{t('catalogEmpty.howToImport')}</Link>
            </>
          )}
        </>
      }
    />
  );
}
