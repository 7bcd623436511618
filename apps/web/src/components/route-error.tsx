import { WarningFilled } from '@ant-design/icons';
import { Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page module fails to load (e.g. a new deployment replaced its chunk). Part of the
 * entry, so it is plain on purpose: a heading and a button drawn with the theme's tokens. antd's
 * Typography (with its tooltip and trigger) and Button would put about 30 kB gzipped in every first
 * load for a screen that is rarely seen (docs/speed.md); antd's Result would bring illustrations.
 */
export function RouteError() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 16,
        padding: 48,
        textAlign: 'center',
      }}
    >
      <WarningFilled aria-hidden style={{ fontSize: 56, color: token.colorWarning }} />
      <h3
        style={{
          margin: 0,
          fontSize: token.fontSizeHeading3,
          fontWeight: token.fontWeightStrong,
          color: token.colorTextHeading,
        }}
      >
        {t('common.loadFailed')}
      </h3>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          height: token.controlHeight,
          padding: `0 ${token.paddingContentHorizontal}px`,
          border: 'none',
          borderRadius: token.borderRadius,
          background: token.colorPrimary,
          color: token.colorTextLightSolid,
          fontSize: token.fontSize,
          cursor: 'pointer',
        }}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin aria-label={t('common.loading')} />
    </div>
  );
}
