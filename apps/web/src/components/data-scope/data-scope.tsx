import { TERMS_SCOPES, type TermsScope } from '@asinasin/contract';
import { Empty, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The scope a URL names; anything else reads as "all". */
export const scopeOf = (text: string | null): TermsScope =>
  (TERMS_SCOPES as readonly string[]).includes(text ?? '') ? (text as TermsScope) : 'all';

/**
 * Which search terms the research screens (keywords, ABA) read (decisions/0044): the shared catalog and the rows the
 * seller's own Amazon connection pulled (only they see those), either alone, or both.
 */
export function ScopeFilter({
  value,
  onChange,
}: {
  value: TermsScope;
  onChange: (scope: TermsScope) => void;
}) {
  const { t } = useTranslation('data-scope');
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary">{t('dataScope.label')}</Typography.Text>
      <Segmented<TermsScope>
        data-testid="terms-scope"
        value={value}
        onChange={onChange}
        options={TERMS_SCOPES.map((scope) => ({ value: scope, label: t(`dataScope.${scope}`) }))}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('dataScope.hint')}
      </Typography.Text>
    </Flex>
  );
}

/** The empty state of "my account" with no synced report: where to connect and sync an account. */
export function OwnAccountEmpty() {
  const { t } = useTranslation('data-scope');
  return (
    <Empty
      data-testid="own-account-empty"
      description={
        <>
          <Typography.Text strong>{t('dataScope.mineEmpty')}</Typography.Text>
          <br />
          <Link to="/data#amazon-account">{t('dataScope.connect')}</Link>
        </>
      }
    />
  );
}
