import { LIMITS } from '@asinasin/contract';
import { Input } from 'antd';
import type { ClipboardEvent } from 'react';

export interface CodeInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  'aria-invalid'?: boolean;
}

const CODE_IN_TEXT = new RegExp(`(?<!\\d)\\d{${LIMITS.verificationCodeLength}}(?!\\d)`);

/** Digits only; pasting a whole message ("your code is 123456 …") keeps just the 6-digit code. */
export function normalizeCode(text: string): string {
  const found = CODE_IN_TEXT.exec(text);
  if (found) return found[0];
  return text.replace(/\D/g, '').slice(0, LIMITS.verificationCodeLength);
}

export function CodeInput({ value, onChange, ...rest }: CodeInputProps) {
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!text) return;
    event.preventDefault();
    onChange?.(normalizeCode(text));
  };
  return (
    <Input
      {...rest}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      onPaste={onPaste}
      onChange={(event) =>
        onChange?.(event.target.value.replace(/\D/g, '').slice(0, LIMITS.verificationCodeLength))
      }
    />
  );
}
