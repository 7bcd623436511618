import type { CSSProperties } from 'react';

/** SPEC §4 progress status values ('' is the default, in progress). */
export type ProgressStatus = '' | 'success' | 'exception' | 'warning';

/** SPEC §9: the colours of each status. */
export const PROGRESS_COLORS: Record<ProgressStatus, string> = {
  '': '#20a0ff',
  success: '#13ce66',
  exception: '#ff4949',
  warning: '#e6a23c',
};
export const PROGRESS_DEFAULTS = { width: 126, strokeWidth: 6, duration: 3 } as const;

/** SPEC §9: a percentage outside 0–100 is held at the nearer bound (a NaN reads as 0). */
export function clampPercentage(percentage: number): number {
  if (!Number.isFinite(percentage)) return 0;
  return Math.min(100, Math.max(0, percentage));
}

export function progressColor(status: ProgressStatus, color?: string): string {
  return color ?? PROGRESS_COLORS[status];
}

export interface UploadProgressProps {
  percentage: number;
  status?: ProgressStatus;
  type?: 'line' | 'circle';
  /** the circle's diameter in px */
  width?: number;
  strokeWidth?: number;
  /** seconds of one sweep of the moving stripe while in progress */
  duration?: number;
  color?: string;
  label?: string;
}

/** The upload's progress, as a line or a circle (SPEC §4, §9). */
export function UploadProgress({
  percentage,
  status = '',
  type = 'line',
  width = PROGRESS_DEFAULTS.width,
  strokeWidth = PROGRESS_DEFAULTS.strokeWidth,
  duration = PROGRESS_DEFAULTS.duration,
  color,
  label,
}: UploadProgressProps) {
  const value = clampPercentage(percentage);
  const stroke = progressColor(status, color);
  const a11y = {
    role: 'progressbar',
    'aria-valuenow': value,
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-label': label,
    'data-status': status || 'default',
  } as const;
  if (type === 'circle') {
    const radius = (width - strokeWidth) / 2;
    const length = 2 * Math.PI * radius;
    return (
      <svg {...a11y} width={width} height={width} viewBox={`0 0 ${width} ${width}`}>
        <circle
          cx={width / 2}
          cy={width / 2}
          r={radius}
          fill="none"
          stroke="#e5e9f2"
          strokeWidth={strokeWidth}
        />
        <circle
          cx={width / 2}
          cy={width / 2}
          r={radius}
          fill="none"
          stroke={stroke}
          strokeWidth={strokeWidth}
          strokeDasharray={`${(length * value) / 100} ${length}`}
          transform={`rotate(-90 ${width / 2} ${width / 2})`}
          style={{ transition: `stroke-dasharray ${duration / 5}s` }}
        />
        <text x="50%" y="50%" dominantBaseline="middle" textAnchor="middle" fontSize={width / 6}>
          {Math.round(value)}%
        </text>
      </svg>
    );
  }
  const bar: CSSProperties = {
    width: `${value}%`,
    height: '100%',
    background: stroke,
    borderRadius: strokeWidth,
    transition: `width ${duration / 5}s`,
    animationDuration: `${duration}s`,
  };
  return (
    <div {...a11y} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div
        style={{
          flex: 1,
          height: strokeWidth,
          background: '#e5e9f2',
          borderRadius: strokeWidth,
          overflow: 'hidden',
        }}
      >
        <div data-part="bar" style={bar} />
      </div>
      <span style={{ minWidth: 36, fontSize: 12 }}>{Math.round(value)}%</span>
    </div>
  );
}
