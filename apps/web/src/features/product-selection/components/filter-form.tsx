import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { FULFILMENTS, MARKETPLACES, PRODUCT_SELECTION_LIMITS as LIMITS } from '@asinasin/contract';
import { Button, Col, Flex, Form, Input, Radio, Row, Select, type FormInstance } from 'antd';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useIsNarrow } from '../../../lib/use-media-query';
import {
  DEFAULT_VALUES,
  DEFAULT_VIEW,
  FLAG_FIELDS,
  RANGE_FIELDS,
  TRI_STATES,
  type FilterError,
  type FilterValues,
  type RangeField as RangeName,
  validateFilters,
} from '../model/filters';
import { writeSearch } from '../model/url-state';
import { errorMessage, filterRule } from './filter-rules';
import { CoverageHint } from './coverage-hint';
import { RangeField } from './range-field';
import { SourceField } from './source-field';

export interface FilterFormProps {
  /** the search in the URL: the form shows it, and the problems it has */
  values: FilterValues;
  errors: FilterError[];
  onSearch: (values: FilterValues) => void;
  /** the search button is pressed (the click comes when it is let go): a valid search can be asked for */
  onPress?: (values: FilterValues) => void;
  /** more buttons beside "search" (saved filters), given the form's current values */
  extraActions?: (currentValues: () => FilterValues) => ReactNode;
}

const FORM_DEFAULTS: FilterValues = {
  ...DEFAULT_VALUES,
  source: '',
  ...Object.fromEntries(FLAG_FIELDS.map((flag) => [flag, 'any'])),
};

/**
 * Whether a search is under way. Only the search button reads it: a prop would render the whole
 * form again at the click and again at the answer, in front of the rows
 * (docs/decisions/0037-speed.md).
 */
export const SearchingContext = createContext(false);

function SearchButton({ children, onPointerDown }: { children: ReactNode; onPointerDown?: () => void }) {
  const isSearching = useContext(SearchingContext);
  return (
    <Button
      type="primary"
      htmlType="submit"
      icon={<SearchOutlined />}
      loading={isSearching}
      onPointerDown={onPointerDown}
    >
      {children}
    </Button>
  );
}

/** Always in view; the rest fold under "more filters" (on a phone, all but these two). */
const PRIMARY = new Set(['marketplace', 'keyword', 'category', 'price', 'bsr', 'sales30d']);
const NARROW_PRIMARY = new Set(['marketplace', 'keyword']);

/** The free-text filters, in the order the form shows them. */
const TEXT_FIELDS = [
  { name: 'keyword', max: LIMITS.keywords, help: undefined },
  { name: 'category', max: LIMITS.category, help: 'productSelection.categoryHelp' },
  { name: 'excludeKeywords', max: LIMITS.keywords, help: undefined },
] as const;

/** Where SPEC §2's guidance goes: next to the fields it is about. */
const GUIDANCE: Partial<Record<RangeName, 'price' | 'bsr' | 'bsrGrowth' | 'sales'>> = {
  price: 'price',
  bsr: 'bsr',
  bsrGrowth: 'bsrGrowth',
  sales30d: 'sales',
};

const isSet = (value: unknown) =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'object' && value !== null
      ? Object.values(value).some(isSet)
      : value !== undefined && value !== '' && value !== 'any';

/** The filters of SPEC §2's product selection. Enter in any box searches. */
export const FilterForm = memo(function FilterForm({
  values,
  errors,
  onSearch,
  onPress,
  extraActions,
}: FilterFormProps) {
  const { t, i18n } = useTranslation('product-selection');
  const [form] = Form.useForm<FilterValues>();
  const isNarrow = useIsNarrow();
  const primary = isNarrow ? NARROW_PRIMARY : PRIMARY;
  const [isExpanded, setExpanded] = useState(false);

  // The URL is the search: opening, going back or forward shows its filters and their problems.
  // Keyed on the URL's values only: a re-render must never wipe what the seller is typing.
  const translate = useRef(t);
  translate.current = t;
  useEffect(() => {
    // After a search the form shows the URL's filters already: resetting it would render every
    // field again, in front of the results (a second or more on a slow machine).
    const shown = writeSearch(form.getFieldsValue(true) as FilterValues, DEFAULT_VIEW).toString();
    if (shown !== writeSearch(values, DEFAULT_VIEW).toString()) {
      form.resetFields();
      form.setFieldsValue(values);
    }
    // The names are the form's own paths (validateFilters names fields as the form does).
    (form as FormInstance).setFields(
      errors.map((error) => ({ name: error.name, errors: [errorMessage(translate.current, error)] })),
    );
    if (errors.some((error) => !primary.has(error.name[0]!))) setExpanded(true);
  }, [form, values, errors, primary]);

  // A language switch says the problems on screen again, in the new language.
  useEffect(() => {
    const shown = form.getFieldsError().filter((field) => field.errors.length > 0);
    if (shown.length) void form.validateFields(shown.map((field) => field.name)).catch(() => undefined);
  }, [form, i18n.language]);

  // The fields depend on the language only: a render for "searching" or "more filters" reuses them.
  const fields = useMemo(() => filterFields(form, t), [form, t]);
  const moreSet = fields.filter(
    (f) => !primary.has(f.key) && isSet(values[f.key as keyof FilterValues]),
  ).length;
  const primaryGrid = useMemo(() => grid(fields.filter((f) => primary.has(f.key))), [fields, primary]);
  const moreGrid = useMemo(() => grid(fields.filter((f) => !primary.has(f.key))), [fields, primary]);

  // A valid search leaves at once. antd's own validation first re-renders every field, which held
  // the request back by a third of a second on a slowed laptop (bench:pages, click → request); the
  // contract's check is the same rules, so antd runs only when there is something to show.
  const searchAtOnce = useCallback(
    (event: FormEvent) => {
      const current = form.getFieldsValue(true) as FilterValues;
      const isClean = form.getFieldsError().every((field) => field.errors.length === 0);
      if (!isClean || validateFilters(current).length > 0) return;
      event.preventDefault();
      event.stopPropagation();
      onSearch(current);
    },
    [form, onSearch],
  );
  // A valid search is asked for as the button goes down: the click comes only as it comes up, a
  // tenth of a second later for a seller, and then finds its answer on the way (docs/speed.md).
  const onPointerDown = useCallback(
    () => onPress?.(form.getFieldsValue(true) as FilterValues),
    [form, onPress],
  );
  const onFinish = useCallback(() => onSearch(form.getFieldsValue(true) as FilterValues), [form, onSearch]);
  const onFinishFailed = useCallback(
    ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
      if (errorFields.some((f) => !primary.has(String(f.name[0])))) setExpanded(true);
    },
    [primary],
  );

  // The form is drawn again only when what it shows changes: a search writes a new URL (new
  // values and errors above) while the fields already hold it, and antd renders every field
  // again whenever the form does, measuring each one's layout (docs/speed.md).
  return useMemo(
    () => (
      <Form<FilterValues>
        form={form}
        layout="vertical"
        className="ps-filters"
        initialValues={FORM_DEFAULTS}
        aria-label={t('productSelection.filtersLabel')}
        scrollToFirstError
        onSubmitCapture={searchAtOnce}
        onFinish={onFinish}
        onFinishFailed={onFinishFailed}
      >
        {primaryGrid}
        <div hidden={!isExpanded} id="ps-more-filters" data-testid="more-filters">
          {moreGrid}
        </div>
        <Flex gap={8} wrap align="center">
          <SearchButton onPointerDown={onPointerDown}>{t('productSelection.search')}</SearchButton>
          {extraActions?.(() => form.getFieldsValue(true) as FilterValues)}
          <Button onClick={() => form.resetFields()}>{t('productSelection.reset')}</Button>
          <Button
            type="link"
            aria-expanded={isExpanded}
            aria-controls="ps-more-filters"
            icon={isExpanded ? <UpOutlined /> : <DownOutlined />}
            onClick={() => setExpanded((open) => !open)}
          >
            {isExpanded
              ? t('productSelection.fewerFilters')
              : moreSet > 0
                ? t('productSelection.moreFiltersSet', { count: moreSet })
                : t('productSelection.moreFilters')}
          </Button>
        </Flex>
      </Form>
    ),
    [
      form,
      t,
      searchAtOnce,
      onPointerDown,
      onFinish,
      onFinishFailed,
      primaryGrid,
      moreGrid,
      isExpanded,
      moreSet,
      extraActions,
    ],
  );
});

type Field = { key: string; node: ReactNode };

function grid(list: Field[]) {
  return (
    <Row gutter={16}>
      {list.map((f) => (
        <Col key={f.key} xs={24} sm={12} lg={8} xxl={6}>
          {f.node}
        </Col>
      ))}
    </Row>
  );
}

function filterFields(form: FormInstance<FilterValues>, t: TFunction<'product-selection'>): Field[] {
  const textRule = (name: string) => [filterRule(form, t, [name])];
  return [
    {
      key: 'marketplace',
      node: (
        <Form.Item name="marketplace" label={t('productSelection.marketplace')}>
          <Select
            options={MARKETPLACES.map((m) => ({
              value: m.code,
              label: `${m.code} · ${t(`productSelection.marketplaces.${m.code}`)}`,
            }))}
          />
        </Form.Item>
      ),
    },
    ...TEXT_FIELDS.map(({ name, max, help }) => ({
      key: name,
      node: (
        <Form.Item
          name={name}
          label={t(`productSelection.${name}`)}
          extra={help && t(help)}
          rules={textRule(name)}
        >
          <Input allowClear maxLength={max} placeholder={t(`productSelection.${name}Placeholder`)} />
        </Form.Item>
      ),
    })),
    { key: 'source', node: <SourceField form={form} /> },
    ...RANGE_FIELDS.map((field) => {
      const guidance = GUIDANCE[field];
      return {
        key: field,
        node: (
          <RangeField
            form={form}
            field={field}
            extra={
              <>
                {guidance && <div>{t(`productSelection.guidance.${guidance}`)}</div>}
                <CoverageHint form={form} field={field} />
              </>
            }
          />
        ),
      };
    }),
    {
      key: 'sellerCountries',
      node: (
        <Form.Item
          name="sellerCountries"
          label={t('productSelection.sellerCountries')}
          rules={textRule('sellerCountries')}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', ' ', '，']}
            notFoundContent={null}
            placeholder={t('productSelection.sellerCountriesPlaceholder')}
          />
        </Form.Item>
      ),
    },
    {
      key: 'fulfilment',
      node: (
        <Form.Item name="fulfilment" label={t('productSelection.fulfilment')}>
          <Select
            mode="multiple"
            options={FULFILMENTS.map((f) => ({
              value: f,
              label: t(`productSelection.fulfilmentNames.${f}`),
            }))}
          />
        </Form.Item>
      ),
    },
    {
      key: 'sizeTiers',
      node: (
        <Form.Item name="sizeTiers" label={t('productSelection.sizeTiers')} rules={textRule('sizeTiers')}>
          <Select
            mode="tags"
            tokenSeparators={[',', '，']}
            notFoundContent={null}
            placeholder={t('productSelection.sizeTiersPlaceholder')}
          />
        </Form.Item>
      ),
    },
    ...FLAG_FIELDS.map((flag) => ({
      key: flag,
      node: (
        <Form.Item name={flag} label={t(`productSelection.flags.${flag}`)}>
          <Radio.Group
            optionType="button"
            aria-label={t(`productSelection.flags.${flag}`)}
            options={TRI_STATES.map((state) => ({
              value: state,
              label: t(`productSelection.triState.${state}`),
            }))}
          />
        </Form.Item>
      ),
    })),
  ];
}
