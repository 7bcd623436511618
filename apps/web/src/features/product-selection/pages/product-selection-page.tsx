import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { SelectionPanel } from '../components/selection-panel';
import { PageHeader } from '../../../components/page-header';

/** /select/product: the product selection of SPEC §2 for a signed-in seller. */
export function ProductSelectionPage() {
  const { t } = useTranslation('product-selection');
  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('productSelection.title')} intro={t('productSelection.intro')} />
      <SelectionPanel searchOnOpen />
    </Flex>
  );
}
