import { accountSchema, codeSchema } from '@asinasin/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

export function accountRules(t: TFunction<'account'>): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('auth.accountRequired') },
    {
      validator: (_rule, value: unknown) =>
        !value || accountSchema.safeParse(value).success
          ? Promise.resolve()
          : Promise.reject(new Error(t('auth.accountInvalid'))),
    },
  ];
}

export function codeRules(t: TFunction<'account'>): FormRule[] {
  return [
    { required: true, message: t('auth.codeRequired') },
    {
      validator: (_rule, value: unknown) =>
        !value || codeSchema.safeParse(value).success
          ? Promise.resolve()
          : Promise.reject(new Error(t('auth.codeFormat'))),
    },
  ];
}

export function robotRules(t: TFunction<'account'>): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) =>
        value === true ? Promise.resolve() : Promise.reject(new Error(t('auth.robotRequired'))),
    },
  ];
}

/** Where to go after logging in: the guard's ?redirect= when it is a path of this site. */
export function safeRedirect(search: URLSearchParams, fallback = '/dashboard'): string {
  const target = search.get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/user/'))
    return fallback;
  return target;
}
