import type { ComplianceReport } from '@asinasin/contract';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** One image's report: each of Amazon's main-image rules, passed or not, with what was measured. */
export function ComplianceReportView({ report }: { report: ComplianceReport }) {
  const { t } = useTranslation('images');
  const mark = (passed: boolean) => (
    <Tag color={passed ? 'success' : 'error'}>{passed ? t('check.passed') : t('check.failed')}</Tag>
  );
  const items = [
    { key: 'overall', label: t('check.overall'), children: mark(report.passed) },
    {
      key: 'background',
      label: t('check.background'),
      children: (
        <>
          {mark(report.background.passed)}
          {t('check.backgroundDetail', {
            white: percent(report.background.whiteEdgeShare),
            pure: percent(report.background.pureWhiteEdgeShare),
          })}
        </>
      ),
    },
    {
      key: 'fill',
      label: t('check.fill'),
      children: (
        <>
          {mark(report.fill.passed)}
          {t('check.fillDetail', { share: percent(report.fill.share) })}
        </>
      ),
    },
    {
      key: 'size',
      label: t('check.size'),
      children: (
        <>
          {mark(report.size.passed)}
          {t('check.sizeDetail', { side: report.size.longestSide })}
        </>
      ),
    },
    {
      key: 'text',
      label: t('check.text'),
      children: (
        <>
          {mark(report.text.passed)}
          {report.text.passed
            ? t('check.textNone')
            : t('check.textFound', { count: report.text.lines.length })}
        </>
      ),
    },
  ];
  return <Descriptions size="small" column={1} bordered items={items} />;
}
