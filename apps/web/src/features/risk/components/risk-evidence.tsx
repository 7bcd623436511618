import {
  API,
  type ProductClasses,
  type RiskContent,
  type RiskPatentHit,
  type RiskTrademarkHit,
} from '@asinasin/contract';
import { Alert, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RiskLevelTag } from './risk-level-tag';
import { SessionImage } from './session-image';

const drawingUrl = (patentNumber: string) =>
  API.patentDrawing.replace(':patentNumber', encodeURIComponent(patentNumber));

/** Which Nice classes ranked the marks, and why; or that the category is not mapped. */
function ClassesLine({ classes }: { classes: ProductClasses }) {
  const { t } = useTranslation('risk');
  const text =
    classes.classes.length > 0
      ? t('risk.productClasses.classesOf', {
          classes: classes.classes.join(', '),
          category: classes.category,
          basis: t(`risk.productClasses.classesBasis.${classes.basis ?? 'heading'}`, { note: classes.note }),
        })
      : classes.categoryPath
        ? t('risk.productClasses.classesUnmapped', { category: classes.categoryPath })
        : t('risk.productClasses.classesNoCategory');
  return (
    <Typography.Text type="secondary" data-testid="risk-classes">
      {text}
    </Typography.Text>
  );
}

/** The trademark hits, each linked to its /trademark search; an empty catalog says which import fills it. */
export function TrademarkEvidence({ trademarks }: { trademarks: RiskContent['trademarks'] }) {
  const { t } = useTranslation('risk');
  if (trademarks.imported === 0)
    return (
      <Alert
        type="info"
        showIcon
        title={t('risk.trademarksEmptyCatalog')}
        data-testid="risk-trademarks-empty"
      />
    );
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        {t('risk.trademarkWords', { words: trademarks.words.join(', ') })}
      </Typography.Text>
      {trademarks.classes && <ClassesLine classes={trademarks.classes} />}
      <Table<RiskTrademarkHit>
        size="small"
        rowKey={(hit) => `${hit.office}-${hit.serialNumber}-${hit.mark}`}
        dataSource={trademarks.hits}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('risk.trademarksNone') }}
        data-testid="risk-trademarks"
        columns={[
          {
            title: t('risk.columns.mark'),
            render: (_, hit) => (
              <Link to={`/trademark?trademark=${encodeURIComponent(hit.mark)}`}>{hit.mark}</Link>
            ),
          },
          { title: t('risk.columns.word'), dataIndex: 'word' },
          { title: t('risk.columns.office'), dataIndex: 'office' },
          {
            title: t('risk.columns.serial'),
            render: (_, hit) => hit.serialNumber ?? hit.registrationNumber ?? '—',
          },
          { title: t('risk.columns.status'), render: (_, hit) => t(`risk.markStatus.${hit.status}`) },
          { title: t('risk.columns.classes'), render: (_, hit) => hit.classes.join(', ') || '—' },
          ...(trademarks.classes?.classes.length
            ? [
                {
                  title: t('risk.columns.inClasses'),
                  render: (_: unknown, hit: RiskTrademarkHit) =>
                    hit.inClasses ? (
                      <Tag color="orange">{t('risk.productClasses.inClasses')}</Tag>
                    ) : (
                      <Tag>{t('risk.productClasses.otherClass')}</Tag>
                    ),
                },
              ]
            : []),
          { title: t('risk.columns.owner'), render: (_, hit) => hit.owner ?? '—' },
          {
            title: t('risk.columns.why'),
            render: (_, hit) => hit.why.map((w) => t(`risk.why.${w}`)).join(' · '),
          },
          { title: t('risk.columns.level'), render: (_, hit) => <RiskLevelTag level={hit.level} /> },
        ]}
      />
    </Flex>
  );
}

/** The closest design patents with their drawings, each linked to /patent; empty catalog says the import. */
export function PatentEvidence({ patents }: { patents: RiskContent['patents'] }) {
  const { t } = useTranslation('risk');
  if (patents.indexed === 0)
    return (
      <Alert type="info" showIcon title={t('risk.patentsEmptyCatalog')} data-testid="risk-patents-empty" />
    );
  return (
    <Flex vertical gap={8}>
      {patents.by !== 'image' && (
        <Typography.Text type="secondary">
          {t(patents.by === 'title' ? 'risk.patentsByTitle' : 'risk.patentsNothing')}
        </Typography.Text>
      )}
      <Table<RiskPatentHit>
        size="small"
        rowKey="patentNumber"
        dataSource={patents.hits}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('risk.patentsNone') }}
        data-testid="risk-patents"
        columns={[
          {
            title: t('risk.columns.drawing'),
            render: (_, hit) =>
              hit.hasDrawing ? (
                <SessionImage url={drawingUrl(hit.patentNumber)} alt={hit.patentNumber} size={72} />
              ) : (
                '—'
              ),
          },
          {
            title: t('risk.columns.patent'),
            render: (_, hit) => (
              <Link to={`/patent?patentNumber=${encodeURIComponent(hit.patentNumber)}`}>
                {hit.patentNumber}
              </Link>
            ),
          },
          { title: t('risk.columns.patentTitle'), dataIndex: 'title' },
          {
            title: t('risk.columns.similarity'),
            render: (_, hit) => `${Math.round((hit.imageScore ?? hit.score) * 100)}%`,
          },
          { title: t('risk.columns.level'), render: (_, hit) => <RiskLevelTag level={hit.level} /> },
        ]}
      />
    </Flex>
  );
}
