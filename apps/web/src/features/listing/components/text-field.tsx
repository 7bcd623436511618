import { CopyOutlined } from '@ant-design/icons';
import { graphemeLength, utf8Length, type Finding } from '@asinasin/contract';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { flaggedBrands } from '../model/live-check';
import { FindingsList } from './findings-list';
import { useCopy } from './use-copy';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  /** backend search terms are limited in bytes, everything else in characters as a person counts */
  unit?: 'characters' | 'bytes';
  findings: readonly Finding[];
  rows?: number;
}

/** One editable part of a generated text: counter, copy button and the rule checker's findings. */
export function TextField({
  id,
  label,
  value,
  onChange,
  max,
  unit = 'characters',
  findings,
  rows = 1,
}: TextFieldProps) {
  const { t } = useTranslation('listing');
  const copy = useCopy();
  const hasError = findings.some((f) => f.severity === 'error');
  const count =
    unit === 'bytes'
      ? {
          max,
          strategy: utf8Length,
          show: ({ count: used }: { count: number }) => t('listing.fields.bytes', { count: used, max }),
        }
      : { max, strategy: graphemeLength, show: true };
  return (
    <Flex vertical gap={4} data-testid={`field-${id}`}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>
          <label htmlFor={`listing-${id}`}>{label}</label>
        </Typography.Text>
        <Button
          size="small"
          type="text"
          icon={<CopyOutlined aria-hidden />}
          onClick={() => copy(value, flaggedBrands(findings))}
          aria-label={t('listing.result.copyField', { field: label })}
        >
          {t('common.copy')}
        </Button>
      </Flex>
      {/* Ant Design draws the counter below the box, outside its height: room for it. */}
      <div style={{ paddingBottom: 18 }}>
        <Input.TextArea
          id={`listing-${id}`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoSize={{ minRows: rows, maxRows: 12 }}
          count={count}
          status={hasError ? 'error' : undefined}
          aria-invalid={hasError}
        />
      </div>
      <FindingsList findings={findings} testId={`findings-${id}`} />
    </Flex>
  );
}
