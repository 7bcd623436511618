import type { FormInstance, FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { validateFilters, type FilterError, type FilterValues } from '../model/filters';

/** The message of a filter error in the interface language. */
export function errorMessage(t: TFunction<'product-selection'>, error: FilterError): string {
  return t(`productSelection.errors.${error.key}`, error.params ?? {});
}

const samePath = (a: readonly string[], b: readonly string[]) => a.join('.') === b.join('.');

/**
 * The form rule of one field: the filters' own checks (validateFilters), so the form says exactly
 * what an opened URL would be refused for, in the field that has the problem.
 */
export function filterRule(
  form: FormInstance<FilterValues>,
  t: TFunction<'product-selection'>,
  name: string[],
): FormRule {
  return {
    validator: () => {
      const error = validateFilters(form.getFieldsValue(true) as FilterValues).find((e) =>
        samePath(e.name, name),
      );
      return error ? Promise.reject(new Error(errorMessage(t, error))) : Promise.resolve();
    },
  };
}
