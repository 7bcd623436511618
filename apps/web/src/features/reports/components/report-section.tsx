import type { Figure, ReportSection as Section, ReportTable } from '@asinasin/contract';
import { Alert, Card, Descriptions, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FigureSource } from './figure-source';
import { FootnoteProvider, Footnotes, sectionSources, useIsPrint } from './footnotes';
import { ReportChart } from './report-chart';
import { reportLabel, reportValue } from './report-label';

const isImage = (figure: Figure) => figure.key === 'imageUrl' && typeof figure.value === 'string';

function FigureValue({ figure }: { figure: Figure }) {
  const { t, i18n } = useTranslation('reports');
  const isPrint = useIsPrint();
  if (figure.value === null) {
    return (
      <Typography.Text type="warning" data-testid={`figure-missing-${figure.key}`}>
        {figure.missing?.text ?? t('reports.online.empty')}
      </Typography.Text>
    );
  }
  return (
    <Flex vertical gap={2}>
      {isImage(figure) && isPrint ? (
        // The printer fetches no outside address (decisions/0039): the image stays online.
        <Typography.Text type="secondary">{t('reports.online.imageOnline')}</Typography.Text>
      ) : isImage(figure) ? (
        <img src={String(figure.value)} alt="" style={{ maxWidth: 160, maxHeight: 160 }} />
      ) : (
        <Typography.Text strong data-testid={`figure-${figure.key}`}>
          {reportValue(figure.value, i18n.language, figure.unit)}
          {figure.band && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontWeight: 'normal' }}>
              (
              {t('reports.online.band', {
                low: reportValue(figure.band.low, i18n.language),
                high: reportValue(figure.band.high, i18n.language),
              })}
              )
            </Typography.Text>
          )}
        </Typography.Text>
      )}
      <FigureSource source={figure.source} />
    </Flex>
  );
}

function SectionTable({ table }: { table: ReportTable }) {
  const { t, i18n } = useTranslation('reports');
  // Printed, a table fits the page width and wraps its cells; online it scrolls sideways.
  const isPrint = useIsPrint();
  return (
    <Flex vertical gap={4}>
      <Table
        size="small"
        pagination={false}
        scroll={isPrint ? undefined : { x: 'max-content' }}
        rowKey={(_row, index) => String(index)}
        dataSource={table.rows.map((row) => Object.fromEntries(row.map((cell, i) => [String(i), cell])))}
        columns={table.columns.map((column, i) => ({
          key: column,
          dataIndex: String(i),
          title: reportLabel(t, 'figures', column),
          render: (value: string | number | null) => reportValue(value, i18n.language),
        }))}
        data-testid={`report-table-${table.key}`}
      />
      <FigureSource source={table.source} />
    </Flex>
  );
}

/**
 * One section of a report: its figures with their sources, tables, charts and what is missing.
 * `print`: the sources are footnotes below the section (the PDF).
 */
export function ReportSection({ section, print = false }: { section: Section; print?: boolean }) {
  const { t } = useTranslation('reports');
  const sources = print ? sectionSources(section) : null;
  return (
    <FootnoteProvider value={sources}>
      <Card
        title={reportLabel(t, 'sections', section.key)}
        size="small"
        data-testid={`report-section-${section.key}`}
        style={{ breakInside: 'avoid' }}
      >
        <Flex vertical gap={12}>
          {section.figures.length > 0 && (
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
              items={section.figures.map((figure) => ({
                key: figure.key,
                label: reportLabel(t, 'figures', figure.key),
                children: <FigureValue figure={figure} />,
              }))}
            />
          )}
          {section.charts.map((chart) => (
            <Flex key={chart.key} vertical gap={4}>
              <ReportChart chart={chart} />
              <FigureSource source={chart.source} />
            </Flex>
          ))}
          {section.tables.map((table) => (
            <SectionTable key={table.key} table={table} />
          ))}
          {section.missing.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('reports.online.missing')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {section.missing.map((gap, i) => (
                    <li key={i}>{gap.text ?? gap.key}</li>
                  ))}
                </ul>
              }
            />
          )}
          {sources && <Footnotes sources={sources} />}
        </Flex>
      </Card>
    </FootnoteProvider>
  );
}
