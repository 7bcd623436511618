import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';

export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'default';
  size?: 'middle' | 'large';
  style?: CSSProperties;
}

/** A router link that looks like a button: navigation stays a link for assistive technology. */
export function LinkButton({ to, children, variant = 'default', size = 'middle', style }: LinkButtonProps) {
  const { token } = theme.useToken();
  const isPrimary = variant === 'primary';
  const height = size === 'large' ? token.controlHeightLG : token.controlHeight;
  return (
    <Link
      to={to}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 6,
        height,
        paddingInline: size === 'large' ? token.paddingLG : token.padding,
        borderRadius: token.borderRadius,
        border: `1px solid ${isPrimary ? token.colorPrimary : token.colorBorder}`,
        background: isPrimary ? token.colorPrimary : token.colorBgContainer,
        color: isPrimary ? token.colorTextLightSolid : token.colorText,
        fontSize: size === 'large' ? token.fontSizeLG : token.fontSize,
        whiteSpace: 'nowrap',
        ...style,
      }}
    >
      {children}
    </Link>
  );
}
