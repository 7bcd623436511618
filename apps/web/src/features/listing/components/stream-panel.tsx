import { LoadingOutlined } from '@ant-design/icons';
import { ErrorCode } from '@asinasin/contract';
import { Alert, Button, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { palette } from '../../../theme';
import type { StreamState } from './use-generation-stream';

const textStyle = {
  margin: 0,
  padding: 12,
  maxHeight: 420,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'inherit',
  fontSize: 13,
  lineHeight: 1.7,
  background: palette.canvas,
  border: `1px solid ${palette.border}`,
  borderRadius: 8,
} as const;

const NO_RETRY = new Set<number>([
  ErrorCode.BAD_REQUEST,
  ErrorCode.NOT_LOGGED_IN,
  ErrorCode.INSUFFICIENT_POWER,
]);

/** The text as it streams in, and what went wrong when a generation did not finish. */
export function StreamPanel({ state, onRetry }: { state: StreamState; onRetry: () => void }) {
  const { t } = useTranslation('listing');
  if (state.status === 'idle') {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listing.stream.empty')} />;
  }
  if (state.status === 'done') return null;
  const isStreaming = state.status === 'streaming';
  const failure =
    state.status === 'failed' ? (state.message ?? t(`listing.stream.${state.kind ?? 'network'}`)) : undefined;
  const wasStopped = state.status === 'failed' && state.kind === 'stopped';
  return (
    <Flex vertical gap={12}>
      {isStreaming && (
        <Typography.Text type="secondary" role="status">
          <LoadingOutlined aria-hidden /> {t('listing.stream.writing')}
        </Typography.Text>
      )}
      {failure && (
        <Alert
          data-testid="stream-error"
          type={wasStopped ? 'info' : 'error'}
          showIcon
          title={wasStopped ? failure : t('listing.stream.failedTitle')}
          description={wasStopped ? undefined : failure}
          action={
            // A refusal (bad input, 996: the top-up dialog is open) would only be refused again.
            state.status === 'failed' && !NO_RETRY.has(state.code ?? 0) ? (
              <Button size="small" onClick={onRetry}>
                {t('common.retry')}
              </Button>
            ) : undefined
          }
        />
      )}
      {state.text && (
        <pre
          data-testid="stream-text"
          data-streaming={String(isStreaming)}
          aria-label={t('listing.stream.label')}
          aria-busy={isStreaming}
          style={textStyle}
        >
          {state.text}
        </pre>
      )}
    </Flex>
  );
}
