import { MARKETPLACES, type TermPeriod } from '@asinasin/contract';
import { AutoComplete, Button, Checkbox, Flex, Form, Input, InputNumber, Select, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeedSuggestions } from '../api/keywords-api';
import { cleanWords, type MineRange, type MineState } from '../model/mine-url';
import { periodText } from './shared-cells';

interface FormValues {
  marketplace: string;
  seed: string;
  phrase: boolean;
  period?: string;
  department?: string;
  rank: MineRange;
  words: MineRange;
  click: MineRange;
  include: string[];
  exclude: string[];
}

function RangeInputs({ name, label, max }: { name: keyof FormValues; label: string; max?: number }) {
  const { t } = useTranslation('keywords');
  return (
    <Form.Item label={label} style={{ marginBottom: 8 }}>
      <Space.Compact>
        <Form.Item name={[name, 'min']} noStyle>
          <InputNumber
            min={0}
            max={max}
            placeholder={t('keywords.miner.min')}
            aria-label={`${label} ${t('keywords.miner.min')}`}
            style={{ width: 110 }}
          />
        </Form.Item>
        <Form.Item name={[name, 'max']} noStyle>
          <InputNumber
            min={0}
            max={max}
            placeholder={t('keywords.miner.max')}
            aria-label={`${label} ${t('keywords.miner.max')}`}
            style={{ width: 110 }}
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

const clean = (range: MineRange | undefined): MineRange => {
  const out: MineRange = {};
  if (typeof range?.min === 'number') out.min = range.min;
  if (typeof range?.max === 'number') out.max = range.max;
  if (out.min !== undefined && out.max !== undefined && out.min > out.max)
    return { min: out.max, max: out.min };
  return out;
};

/** The miner's inputs: seed (with suggestions), marketplace, phrase, period and the filters. Enter searches. */
export function MineForm({
  state,
  periods,
  departments,
  onSearch,
}: {
  state: MineState;
  periods: TermPeriod[];
  departments: string[];
  onSearch: (state: MineState) => void;
}) {
  const { t } = useTranslation('keywords');
  const [form] = Form.useForm<FormValues>();
  const [typed, setTyped] = useState(state.seed);
  const keys = useRef({ browsing: false, enter: false });
  const marketplace = Form.useWatch('marketplace', form) ?? state.marketplace;
  const suggestions = useSeedSuggestions(typed, marketplace);
  const finish = (values: FormValues) =>
    onSearch({
      ...state,
      marketplace: values.marketplace,
      seed: values.seed.trim(),
      phrase: values.phrase,
      period: values.period || undefined,
      department: values.department || undefined,
      rank: clean(values.rank),
      words: clean(values.words),
      click: clean(values.click),
      include: cleanWords(values.include ?? []),
      exclude: cleanWords(values.exclude ?? []),
      page: 1,
    });
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onFinish={finish}
      initialValues={{ ...state, period: state.period ?? '', department: state.department ?? '' }}
      data-testid="mine-form"
    >
      <Flex gap={12} wrap align="end">
        <Form.Item name="marketplace" label={t('keywords.marketplace')} style={{ marginBottom: 8 }}>
          <Select
            style={{ width: 150 }}
            options={MARKETPLACES.map((m) => ({
              value: m.code,
              label: `${m.code} · ${t(`keywords.marketplaces.${m.code}`)}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="seed"
          label={t('keywords.miner.seed')}
          rules={[{ required: true, whitespace: true, message: t('keywords.miner.seedRequired') }]}
          style={{ marginBottom: 8, flex: '1 1 240px', minWidth: 200 }}
        >
          <AutoComplete
            onSearch={(text) => {
              setTyped(text);
              keys.current.browsing = false;
            }}
            defaultActiveFirstOption={false}
            onSelect={(value: string) => {
              form.setFieldValue('seed', value);
              // a click on a suggestion searches it; Enter is handled below
              if (!keys.current.enter) form.submit();
            }}
            onInputKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') keys.current.browsing = true;
              if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              // Enter searches what was typed, unless a suggestion was picked with the arrows; the
              // select may take the first suggestion on Enter, so the typed text is put back.
              const typedText = (event.target as HTMLInputElement).value;
              const chosen = keys.current.browsing;
              keys.current = { browsing: false, enter: true };
              setTimeout(() => {
                if (!chosen) form.setFieldValue('seed', typedText);
                keys.current.enter = false;
                form.submit();
              });
            }}
            options={(suggestions.data?.terms ?? []).map((s) => ({ value: s.term, label: s.term }))}
          >
            <Input
              placeholder={t('keywords.miner.seedPlaceholder')}
              maxLength={100}
              data-testid="seed-input"
            />
          </AutoComplete>
        </Form.Item>
        <Form.Item name="period" label={t('keywords.period')} style={{ marginBottom: 8 }}>
          <Select
            style={{ width: 230 }}
            options={[
              { value: '', label: t('keywords.latestPeriod') },
              ...periods.map((p) => ({ value: `${p.start}/${p.end}`, label: periodText(p) })),
            ]}
          />
        </Form.Item>
        {departments.length > 1 && (
          <Form.Item name="department" label={t('keywords.department')} style={{ marginBottom: 8 }}>
            <Select
              style={{ width: 180 }}
              options={[
                { value: '', label: t('keywords.allDepartments') },
                ...departments.map((d) => ({ value: d, label: d })),
              ]}
            />
          </Form.Item>
        )}
        <Form.Item name="phrase" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{t('keywords.miner.phrase')}</Checkbox>
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap align="end">
        <RangeInputs name="rank" label={t('keywords.miner.rank')} />
        <RangeInputs name="words" label={t('keywords.miner.wordCount')} />
        <RangeInputs name="click" label={t('keywords.miner.click')} max={100} />
        <Form.Item
          name="include"
          label={t('keywords.miner.include')}
          style={{ marginBottom: 8, minWidth: 180 }}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', ' ']}
            open={false}
            suffixIcon={null}
            data-testid="include-words"
          />
        </Form.Item>
        <Form.Item
          name="exclude"
          label={t('keywords.miner.exclude')}
          style={{ marginBottom: 8, minWidth: 180 }}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', ' ']}
            open={false}
            suffixIcon={null}
            data-testid="exclude-words"
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" data-testid="mine-submit">
            {t('keywords.search')}
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}
