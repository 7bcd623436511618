import { Cascader } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCategoryChildren } from '../api/markets-api';

interface Option {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: Option[];
}

const SEPARATOR = ' > ';

/**
 * A category of the catalog, chosen level by level: each level's children load from the category
 * call when opened. Any level can be chosen (a node and everything under it).
 */
export function CategoryPicker({
  marketplace,
  value,
  onChange,
  id,
}: {
  marketplace: string;
  value: string | undefined;
  onChange: (path: string | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation('markets');
  const [options, setOptions] = useState<Option[]>([]);

  const toOptions = (nodes: { name: string; children: number; products: number }[]): Option[] =>
    nodes.map((node) => ({
      value: node.name,
      label: `${node.name} (${node.products})`,
      isLeaf: node.children === 0,
    }));

  useEffect(() => {
    let live = true;
    fetchCategoryChildren(marketplace).then(
      (tree) => live && setOptions(toOptions(tree.nodes)),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [marketplace]);

  const loadData = async (selected: Option[]) => {
    const target = selected[selected.length - 1]!;
    const path = selected.map((o) => o.value).join(SEPARATOR);
    const tree = await fetchCategoryChildren(marketplace, path);
    target.children = toOptions(tree.nodes);
    setOptions((current) => [...current]);
  };

  return (
    <Cascader<Option>
      id={id}
      options={options}
      loadData={(selected) => void loadData(selected)}
      changeOnSelect
      allowClear
      placeholder={t('markets.categoryPlaceholder')}
      value={value ? value.split(SEPARATOR) : undefined}
      displayRender={(labels) => (value ? value : labels.join(SEPARATOR))}
      onChange={(parts) => onChange(parts && parts.length ? (parts as string[]).join(SEPARATOR) : undefined)}
      style={{ width: '100%' }}
    />
  );
}
