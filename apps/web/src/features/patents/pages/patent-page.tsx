import { Button, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PatentSearchTab } from '../components/patent-search-tab';

/** /patent (SPEC §2): design-patent search, the trademark box, and a way to the newest patents. */
export function PatentPage({ trademarkTab }: { trademarkTab: ReactNode }) {
  const { t } = useTranslation('patents');
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1000, width: '100%', margin: '0 auto' }}>
      <PageHeader title={t('patents.title')} intro={t('patents.intro')} />
      <Tabs
        destroyOnHidden={false}
        items={[
          { key: 'patent', label: t('patents.tabs.patent'), children: <PatentSearchTab /> },
          { key: 'trademark', label: t('patents.tabs.trademark'), children: trademarkTab },
          {
            key: 'newest',
            label: t('patents.tabs.newest'),
            children: (
              <Link to="/patent-new" data-testid="patent-newest-link">
                <Button type="primary">{t('patents.newest.link')}</Button>
              </Link>
            ),
          },
        ]}
        data-testid="patent-tabs"
      />
    </Flex>
  );
}
