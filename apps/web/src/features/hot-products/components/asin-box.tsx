import { MAX_COMPARED_ASINS } from '@asinasin/contract';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAsins } from '../../../lib/asins';

export interface AsinBoxProps {
  asins: string[];
  onChange: (asins: string[]) => void;
}

/**
 * The ASINs of a detail or comparison: typed (Enter or the button adds) or pasted, several at once
 * separated by newlines, commas or spaces (a text box would join pasted lines, so a paste is read
 * from the clipboard). SPEC §5's rule: '错误的ASIN' for what is not one, 'ASIN不能为空' for nothing.
 */
export function AsinBox({ asins, onChange }: AsinBoxProps) {
  const { t } = useTranslation('hot-products');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (typed: string) => {
    const { valid, invalid } = parseAsins(typed);
    if (!valid.length && !invalid.length) {
      setProblem(asins.length ? null : t('messages.asinRequired'));
      return;
    }
    const merged = [...asins, ...valid.filter((a) => !asins.includes(a))];
    const tooMany = merged.length > MAX_COMPARED_ASINS;
    if (valid.length) onChange(merged.slice(0, MAX_COMPARED_ASINS));
    setText(invalid.join(' '));
    setProblem(
      invalid.length
        ? `${t('messages.asinInvalid')}: ${invalid.join(', ')}`
        : tooMany
          ? t('detail.tooMany')
          : null,
    );
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[\s,，;；]/u.test(pasted.trim())) return; // one ASIN: the box takes it as typed
    event.preventDefault();
    add(`${text} ${pasted}`);
  };

  return (
    <Flex vertical gap={6} data-testid="asin-box">
      <Flex gap={8} wrap>
        <Input
          aria-label={t('detail.asinBox')}
          placeholder={t('detail.asinPlaceholder')}
          value={text}
          status={problem ? 'error' : undefined}
          style={{ flex: '1 1 260px', maxWidth: 520 }}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => add(text)}
          onPaste={onPaste}
        />
        <Button onClick={() => add(text)}>{t('detail.add')}</Button>
      </Flex>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
      {asins.length > 0 && (
        <Flex gap={4} wrap>
          {asins.map((asin) => (
            <Tag key={asin} style={{ marginInlineEnd: 0 }}>
              {asin}
              <Button
                type="text"
                size="small"
                aria-label={t('detail.remove', { asin })}
                style={{ marginInlineStart: 2, height: 18, padding: '0 4px' }}
                onClick={() => onChange(asins.filter((a) => a !== asin))}
              >
                ×
              </Button>
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
