import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SelectionPanel } from '../components/selection-panel';

/** /select/product: the product selection of SPEC §2 for a signed-in seller. */
export function ProductSelectionPage() {
  const { t } = useTranslation('product-selection');
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
          {t('productSelection.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 860, marginBottom: 0 }}>
          {t('productSelection.intro')}
        </Typography.Paragraph>
      </div>
      <SelectionPanel searchOnOpen />
    </Flex>
  );
}
