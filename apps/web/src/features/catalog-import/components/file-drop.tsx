import { InboxOutlined } from '@ant-design/icons';
import { theme, Typography } from 'antd';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

interface FileDropProps {
  /** file name endings the picker offers (".csv,.json") */
  accept: string;
  label: string;
  hint: string;
  onFile: (file: File) => void;
  invalid?: boolean;
}

/**
 * A zone to drop a file on, or to click (Enter, Space) for the file picker. Not antd's Upload:
 * that one brings its upload list and progress along, and in the build it pulls shared shell
 * code out of the entry chunk (3 kB more in the first load, `npm run bench:web`).
 */
export function FileDrop({ accept, label, hint, onFile, invalid = false }: FileDropProps) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const pick = () => input.current?.click();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    pick();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  const borderColor = invalid ? token.colorError : isOver ? token.colorPrimary : token.colorBorder;
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      data-testid="import-drop"
      className="data-import-drop"
      style={{
        borderColor,
        borderRadius: token.borderRadiusLG,
        background: isOver ? token.colorPrimaryBg : token.colorFillAlter,
      }}
      onClick={pick}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <InboxOutlined style={{ fontSize: 40, color: token.colorPrimary }} />
      <Typography.Text style={{ fontSize: 16 }}>{label}</Typography.Text>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      <input
        ref={input}
        type="file"
        accept={accept}
        // the attribute alone loses to the page's input styles; the zone is what people see
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          // the same file chosen again (after changing the kind) is a change too
          event.target.value = '';
        }}
      />
    </div>
  );
}
