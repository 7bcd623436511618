import { API } from '@asinasin/contract';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GUIDE_ORDER, IMPORT_GUIDE, MAX_IMPORT_LABEL, type ImportKindGuide } from '../model/import-kinds';

const CLI_USAGE =
  'npm run import -- <kind> <file>... [--marketplace US] [--from YYYY-MM-DD --to YYYY-MM-DD] [--json]';
const API_USAGE = [
  `POST ${API.adminImport}?kind=search-terms&marketplace=US   (multipart: file=@report.csv)`,
  `GET  ${API.adminImportRun}?id=<runId>`,
  `GET  ${API.adminImportRuns}?page=1&size=20`,
].join('\n');

/** One kind: the screens it fills, the formats it comes in and where its marketplace comes from. */
function KindCard({ guide }: { guide: ImportKindGuide }) {
  const { t } = useTranslation('catalog-import');
  const { kind } = guide;
  return (
    <Card
      size="small"
      data-testid={`import-kind-${kind}`}
      title={
        <Flex gap={8} align="baseline" wrap>
          <span>{t(`dataImport.kinds.${kind}.name`)}</span>
          <Typography.Text code>{kind}</Typography.Text>
        </Flex>
      }
      className="data-import-kind"
      style={{ height: '100%' }}
    >
      <Typography.Paragraph type="secondary">{t(`dataImport.kinds.${kind}.summary`)}</Typography.Paragraph>
      <Typography.Text strong>{t('dataImport.fills')}</Typography.Text>
      <Flex gap={6} wrap style={{ margin: '6px 0 12px' }}>
        {guide.screens.map((screen) => (
          <Tag key={screen.key} color="blue" style={{ marginInlineEnd: 0 }}>
            {screen.path?.startsWith('/') ? (
              <Link to={screen.path}>{t(`dataImport.screens.${screen.key}`)}</Link>
            ) : screen.path ? (
              <a href={screen.path}>{t(`dataImport.screens.${screen.key}`)}</a>
            ) : (
              t(`dataImport.screens.${screen.key}`)
            )}
          </Tag>
        ))}
      </Flex>
      <Typography.Text strong>{t('dataImport.formats')}</Typography.Text>
      <ul style={{ margin: '6px 0 8px', paddingInlineStart: 20 }}>
        {guide.formats.map((format) => (
          <li key={format}>
            {t(`dataImport.formatNames.${format}`, { defaultValue: format })}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              ({format})
            </Typography.Text>
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {guide.extensions.join(' ')} · {t(`dataImport.marketplaceRule.${guide.marketplace}`)}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        <pre className="data-import-code">{guide.command}</pre>
      </Typography.Paragraph>
    </Card>
  );
}

/** For everyone: which file fills which screen, in which formats, and how the operator imports it. */
export function ImportGuide() {
  const { t } = useTranslation('catalog-import');
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 860, marginBottom: 0 }}>
        {t('dataImport.intro')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {GUIDE_ORDER.map((kind) => (
          <Col key={kind} xs={24} lg={12} xxl={8}>
            <KindCard guide={IMPORT_GUIDE[kind]} />
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary">{t('dataImport.formatsReference')}</Typography.Text>
      <div>
        <Typography.Title level={4}>{t('dataImport.howTitle')}</Typography.Title>
        <Typography.Paragraph style={{ maxWidth: 860 }}>{t('dataImport.howIntro')}</Typography.Paragraph>
        <Typography.Paragraph>{t('dataImport.howCli')}</Typography.Paragraph>
        <Typography.Paragraph>
          <pre className="data-import-code">{CLI_USAGE}</pre>
        </Typography.Paragraph>
        <Typography.Paragraph>{t('dataImport.howApi')}</Typography.Paragraph>
        <Typography.Paragraph>
          <pre className="data-import-code">{API_USAGE}</pre>
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('dataImport.howBrowser', { limit: MAX_IMPORT_LABEL })}
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}
