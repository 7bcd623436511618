import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Brand names found in the text (catalog brands, trademark lists): said before anything is copied. */
export function BrandAlert({ brands }: { brands: readonly string[] }) {
  const { t } = useTranslation('listing');
  if (brands.length === 0) return null;
  return (
    <Alert
      data-testid="brand-alert"
      type="warning"
      showIcon
      icon={<SafetyCertificateOutlined aria-hidden />}
      title={t('listing.brands.title')}
      description={t('listing.brands.body', { brands: brands.join('、') })}
    />
  );
}
