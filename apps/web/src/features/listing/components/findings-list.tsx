import { describeFinding, type Finding, type Severity } from '@asinasin/contract';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { isBrandFinding } from '../model/live-check';

export const SEVERITY_COLOR: Record<Severity, string> = {
  error: 'error',
  warning: 'warning',
  info: 'processing',
};

/** Most serious first, so an error is never below the fold of tips. */
const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * Findings of the rule checker, each with its severity and the message in the UI language (from
 * the rule and its params, so a language switch re-words findings the server sent too).
 */
export function FindingsList({ findings, testId }: { findings: readonly Finding[]; testId?: string }) {
  const { t } = useTranslation('listing');
  const language = useLanguage();
  if (findings.length === 0) return null;
  const sorted = [...findings].sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  return (
    <ul data-testid={testId} style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
      {sorted.map((finding, i) => (
        <li key={`${finding.rule}-${finding.index ?? ''}-${i}`} data-severity={finding.severity}>
          <Flex gap={6} align="baseline">
            <Tag color={SEVERITY_COLOR[finding.severity]} style={{ marginInlineEnd: 0, flex: 'none' }}>
              {t(`listing.severity.${finding.severity}`)}
            </Tag>
            <Typography.Text
              type={finding.severity === 'error' ? 'danger' : undefined}
              strong={isBrandFinding(finding)}
              style={{ fontSize: 13 }}
            >
              {describeFinding(finding, language)}
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
