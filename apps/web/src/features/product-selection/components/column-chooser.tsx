import { SettingOutlined } from '@ant-design/icons';
import { PRODUCT_COLUMNS, type ProductColumnKey } from '@asinasin/contract';
import { Button, Card, Checkbox, Flex, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ColumnChooserProps {
  visible: readonly ProductColumnKey[];
  onChange: (visible: ProductColumnKey[]) => void;
  onReset: () => void;
}

/**
 * Which columns the table shows: a button (for the toolbar) that opens a list of check boxes in the
 * page below it (not a pop-up), so Tab reaches each box and Space ticks it; the product stays.
 */
export function useColumnChooser({ visible, onChange, onReset }: ColumnChooserProps): {
  button: ReactNode;
  panel: ReactNode;
} {
  const { t } = useTranslation('product-selection');
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return {
    button: (
      <Button
        icon={<SettingOutlined />}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        {t('productSelection.columnChooser.button', { count: visible.length + 1 })}
      </Button>
    ),
    panel: (
      // the closed list draws nothing: its 27 boxes would draw again with every answer
      <div id={panelId} hidden={!isOpen} className="ps-column-chooser" data-testid="column-chooser">
        {isOpen && (
          <Card size="small">
            <fieldset>
              <legend>{t('productSelection.columnChooser.legend')}</legend>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('productSelection.columnChooser.help')}
              </Typography.Text>
              <Checkbox.Group<ProductColumnKey>
                value={[...visible]}
                onChange={(keys) => onChange(keys)}
                options={PRODUCT_COLUMNS.map((key) => ({
                  value: key,
                  label: t(`productSelection.columns.${key}`),
                }))}
              />
              <Flex gap={8} style={{ marginTop: 8 }}>
                <Button size="small" onClick={onReset}>
                  {t('productSelection.columnChooser.reset')}
                </Button>
                <Button size="small" type="link" onClick={() => setOpen(false)}>
                  {t('productSelection.columnChooser.done')}
                </Button>
              </Flex>
            </fieldset>
          </Card>
        )}
      </div>
    ),
  };
}
