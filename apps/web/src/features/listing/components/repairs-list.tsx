import type { Repair } from '@asinasin/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '../../../theme';

/** Mechanical rewrites, each as before and after, named by the field they change. */
export function RepairsList({ repairs }: { repairs: readonly Repair[] }) {
  const { t } = useTranslation('listing');
  const fieldName = (r: Repair) =>
    r.field === 'bullets' && r.index !== undefined
      ? t('listing.fields.bullet', { n: r.index + 1 })
      : r.field === 'copy' && r.index !== undefined
        ? t('listing.fields.copyItem', { n: r.index + 1 })
        : t(`listing.fields.${r.field}`);
  return (
    <ol data-testid="repairs" style={{ margin: 0, paddingInlineStart: 20 }}>
      {repairs.map((repair, i) => (
        <li key={`${repair.field}-${repair.index ?? ''}-${i}`} style={{ marginBottom: 8 }}>
          <Typography.Text strong>{fieldName(repair)}</Typography.Text>
          <Flex vertical gap={2} style={{ fontSize: 13 }}>
            <span>
              <Typography.Text type="secondary">{t('listing.result.before')}: </Typography.Text>
              <del style={{ color: palette.danger, overflowWrap: 'anywhere' }}>{repair.before || '—'}</del>
            </span>
            <span>
              <Typography.Text type="secondary">{t('listing.result.after')}: </Typography.Text>
              <ins style={{ color: palette.success, textDecoration: 'none', overflowWrap: 'anywhere' }}>
                {repair.after || '—'}
              </ins>
            </span>
          </Flex>
        </li>
      ))}
    </ol>
  );
}
