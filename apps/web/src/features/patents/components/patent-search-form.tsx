import { Button, Collapse, DatePicker, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatentQuery } from '../api/patents-api';
import { searchBodyOf, type PatentDraft } from '../model/patent-draft';
import { ImagePick } from './image-pick';

export interface LocarnoOption {
  value: string;
  label: string;
}

const TEXT_ITEMS = [
  ['applyer', 'applicant'],
  ['pudId', 'publication'],
  ['patentNumber', 'patentNumber'],
  ['designer', 'designer'],
  ['agency', 'agency'],
  ['agent', 'agent'],
  ['applyerAddr', 'applicantAddress'],
] as const;

const itemStyle = { marginBottom: 8, flex: '1 1 200px', minWidth: 180 };

/** The SPEC §3 search draft: image, keywords, and the advanced fields folded away. */
export function PatentSearchForm({
  classes,
  onSearch,
}: {
  classes: LocarnoOption[];
  onSearch: (body: PatentQuery) => void;
}) {
  const { t } = useTranslation('patents');
  const [form] = Form.useForm<PatentDraft>();
  const [empty, setEmpty] = useState(false);
  const locLarge = Form.useWatch('locLarge', form);
  const submit = (draft: PatentDraft) => {
    const body = searchBodyOf(draft);
    setEmpty(body === null);
    if (body) onSearch(body);
  };
  const advanced = (
    <Flex gap={12} wrap>
      {TEXT_ITEMS.slice(0, 3).map(([name, label]) => (
        <Form.Item key={name} name={name} label={t(`patents.${label}`)} style={itemStyle}>
          <Input maxLength={name === 'applyer' ? 200 : 40} allowClear data-testid={`patent-${name}`} />
        </Form.Item>
      ))}
      <Form.Item name="applyDate" label={t('patents.applyDate')} style={itemStyle}>
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="locLarge" label={t('patents.locLarge')} style={itemStyle}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('patents.anyClass')}
          options={classes}
          onChange={() => form.setFieldValue('locSmall', undefined)}
          data-testid="patent-locLarge"
        />
      </Form.Item>
      <Form.Item
        name="locSmall"
        label={t('patents.locSmall')}
        style={itemStyle}
        rules={[{ pattern: /^\d{2}$/, message: t('patents.locSmallWrong') }]}
      >
        <Input
          maxLength={2}
          disabled={!locLarge}
          placeholder={t('patents.locSmallPlaceholder')}
          data-testid="patent-locSmall"
        />
      </Form.Item>
      {TEXT_ITEMS.slice(3).map(([name, label]) => (
        <Form.Item key={name} name={name} label={t(`patents.${label}`)} style={itemStyle}>
          <Input maxLength={200} allowClear data-testid={`patent-${name}`} />
        </Form.Item>
      ))}
    </Flex>
  );
  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="patent-form">
      <Form.Item name="image" label={t('patents.image')} style={{ marginBottom: 8 }}>
        <ImagePick />
      </Form.Item>
      <Flex gap={8} wrap align="end">
        <Form.Item name="title" label={t('patents.keyword')} style={{ ...itemStyle, flex: '1 1 260px' }}>
          <Input
            maxLength={200}
            allowClear
            placeholder={t('patents.keywordPlaceholder')}
            data-testid="patent-keyword"
          />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" data-testid="patent-submit">
            {t('patents.search')}
          </Button>
        </Form.Item>
      </Flex>
      {empty && (
        <Typography.Text type="danger" data-testid="patent-need-input">
          {t('patents.needInput')}
        </Typography.Text>
      )}
      <Collapse
        ghost
        size="small"
        items={[{ key: 'advanced', label: t('patents.advanced'), children: advanced, forceRender: true }]}
        data-testid="patent-advanced"
      />
    </Form>
  );
}
