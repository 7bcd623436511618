import {
  BarcodeOutlined,
  DashboardOutlined,
  FireOutlined,
  FundOutlined,
  KeyOutlined,
  LaptopOutlined,
  PieChartOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';

const ICONS: Record<string, ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>> = {
  dashboard: DashboardOutlined,
  market: FundOutlined,
  product: FireOutlined,
  risk: SafetyCertificateOutlined,
  asin: BarcodeOutlined,
  analysis: PieChartOutlined,
  keyword: KeyOutlined,
  devices: LaptopOutlined,
  user: UserOutlined,
};

/** The antd icon of a menu item's `icon` name (SPEC §2 menu items carry icon and iconSize). */
export function MenuIcon({ name, size }: { name: string; size?: number }) {
  const Icon = ICONS[name] ?? DashboardOutlined;
  return <Icon aria-hidden style={size ? { fontSize: size } : undefined} />;
}
