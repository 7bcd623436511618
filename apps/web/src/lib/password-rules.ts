import { LIMITS } from '@asinasin/contract';
import type { FormRule } from 'antd';
import type { CommonT } from '../i18n';

/** A new password: the limits of SPEC §5, shared by registration, reset and the user center. */
export function passwordRules(t: CommonT): FormRule[] {
  return [
    { required: true, message: t('auth.passwordRequired') },
    { min: LIMITS.passwordMin, message: t('auth.passwordShort') },
    { max: LIMITS.passwordMax },
  ];
}

/** The repeat of the password in `field`. */
export function confirmRules(t: CommonT, field: string): FormRule[] {
  return [
    { required: true, message: t('auth.passwordRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        !value || getFieldValue(field) === value
          ? Promise.resolve()
          : Promise.reject(new Error(t('auth.passwordMismatch'))),
    }),
  ];
}
