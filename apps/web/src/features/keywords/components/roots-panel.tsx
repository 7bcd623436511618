import type { WordRoot } from '@asinasin/contract';
import { Button, Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/chart';

/**
 * The word roots of the whole result: a bar chart of the most frequent (top 15), and every root as
 * a tag — the word adds it to the include words, the − to the exclude words (clicked again: removed).
 */
export function RootsPanel({
  roots,
  include,
  exclude,
  onToggle,
}: {
  roots: WordRoot[];
  include: string[];
  exclude: string[];
  onToggle: (word: string, list: 'include' | 'exclude') => void;
}) {
  const { t } = useTranslation('keywords');
  const top = roots.slice(0, 15);
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, confine: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: {
        type: 'category',
        inverse: true,
        data: top.map((r) => r.word),
        axisLabel: { width: 90, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          name: t('keywords.miner.roots.title'),
          data: top.map((r) => r.terms),
          barMaxWidth: 14,
        },
      ],
    }),
    [top, t],
  );
  return (
    <Flex vertical gap={8} data-testid="word-roots">
      <Typography.Text strong>{t('keywords.miner.roots.title')}</Typography.Text>
      {roots.length === 0 ? (
        <Typography.Text type="secondary">{t('keywords.miner.roots.none')}</Typography.Text>
      ) : (
        <div className="kw-roots-body">
          <div className="kw-roots-chart">
            <EChart
              option={option}
              ariaLabel={t('keywords.miner.roots.chart')}
              height={Math.max(120, top.length * 22)}
              data-testid="roots-chart"
            />
          </div>
          <Flex vertical gap={8} className="kw-roots-tags">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('keywords.miner.roots.hint')}
            </Typography.Text>
            <Flex gap={6} wrap>
              {roots.map((root) => (
                <Tag
                  key={root.word}
                  color={
                    include.includes(root.word) ? 'blue' : exclude.includes(root.word) ? 'red' : undefined
                  }
                  style={{ marginInlineEnd: 0, paddingInline: 0 }}
                >
                  <Button
                    type="text"
                    size="small"
                    onClick={() => onToggle(root.word, 'include')}
                    aria-label={t('keywords.miner.roots.include', { word: root.word })}
                    data-testid={`root-${root.word}`}
                  >
                    {root.word} <Typography.Text type="secondary">{root.terms}</Typography.Text>
                  </Button>
                  <Button
                    type="text"
                    size="small"
                    onClick={() => onToggle(root.word, 'exclude')}
                    aria-label={t('keywords.miner.roots.exclude', { word: root.word })}
                    data-testid={`root-exclude-${root.word}`}
                  >
                    −
                  </Button>
                </Tag>
              ))}
            </Flex>
          </Flex>
        </div>
      )}
    </Flex>
  );
}
