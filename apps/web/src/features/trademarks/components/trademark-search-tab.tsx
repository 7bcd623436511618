import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { trademarkSearchPath } from '../model/trademark-url';

/**
 * The /patent page's trademark tab (SPEC §2): a brand box; the button is disabled while the box is
 * empty and goes to /trademark?trademark={brand}. The /patent page places it in its tab.
 */
export function TrademarkSearchTab() {
  const { t } = useTranslation('trademarks');
  const navigate = useNavigate();
  const [brand, setBrand] = useState('');
  const empty = !brand.trim();
  const go = () => {
    if (!empty) void navigate(trademarkSearchPath(brand));
  };
  return (
    <Flex gap={8} wrap data-testid="trademark-tab">
      <Input
        value={brand}
        maxLength={100}
        aria-label={t('trademarks.tab.brand')}
        placeholder={t('trademarks.tab.placeholder')}
        onChange={(e) => setBrand(e.target.value)}
        onPressEnter={go}
        style={{ flex: '1 1 220px' }}
        data-testid="trademark-tab-brand"
      />
      <Button type="primary" disabled={empty} onClick={go} data-testid="trademark-tab-search">
        {t('trademarks.tab.search')}
      </Button>
    </Flex>
  );
}
