import { Form, Select, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListingCategories } from '../api/listing-calls';

/**
 * The product's category, picked from the category → Nice class map (docs/risk.md "Classes"): the
 * brand-word scan then flags marks registered in its classes only. None picked (the default)
 * checks every class, and the note says the scan is then wider.
 */
export function CategoryField<Values extends { category?: string }>({
  form,
}: {
  form: FormInstance<Values>;
}) {
  const { t } = useTranslation('listing');
  const categories = useListingCategories();
  const category = Form.useWatch('category', form) as string | undefined;
  const options = useMemo(
    () =>
      (categories.data?.row ?? []).map((c) => ({
        value: c.category,
        label: `${c.category} · ${t('listing.category.classes', { classes: c.classes.join(', ') })}`,
      })),
    [categories.data, t],
  );
  const picked = categories.data?.row.find((c) => c.category === category);
  const note = categories.isError
    ? t('listing.category.loadError')
    : picked
      ? t('listing.category.narrowed', { classes: picked.classes.join(', ') })
      : t('listing.category.wider');
  return (
    <Form.Item name="category" label={t('listing.category.label')} extra={note}>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        loading={categories.isPending}
        options={options}
        placeholder={t('listing.category.all')}
        aria-label={t('listing.category.label')}
        data-testid="listing-category"
      />
    </Form.Item>
  );
}
