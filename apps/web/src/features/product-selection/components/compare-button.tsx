import { LineChartOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_COMPARED_ASINS } from '@asinasin/contract';
import { productDetailPath } from '../../../lib/research-links';

export interface CompareButtonProps {
  marketplace: string;
  /** the ticked ASINs, in the order they were ticked */
  selected: readonly string[];
  onClear: () => void;
}

/** Opens the competitor comparison (the product detail page with several ASINs) for 2 to 10 products. */
export function CompareButton({ marketplace, selected, onClear }: CompareButtonProps) {
  const { t } = useTranslation('product-selection');
  const navigate = useNavigate();
  return (
    <Flex gap={4} align="center">
      <Button
        icon={<LineChartOutlined />}
        disabled={selected.length < 2}
        title={
          selected.length < 2 ? t('productSelection.compare.hint', { max: MAX_COMPARED_ASINS }) : undefined
        }
        onClick={() => void navigate(productDetailPath(marketplace, selected))}
      >
        {t('productSelection.compare.button', { count: selected.length, max: MAX_COMPARED_ASINS })}
      </Button>
      {selected.length > 0 && (
        <Button type="link" size="small" onClick={onClear}>
          {t('productSelection.compare.clear')}
        </Button>
      )}
    </Flex>
  );
}
