import { DeleteOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress, type ProgressStatus } from './progress';
import { useUploadList, type UploadFile, type UploadOptions } from './use-upload-list';

export type { UploadFile, UploadStatus } from './use-upload-list';
export { UploadError, uploadErrorText, type UploadRequest } from './upload-request';
export { UploadProgress, clampPercentage, PROGRESS_COLORS } from './progress';
export { UPLOAD_MESSAGES } from './i18n';

export interface UploadProps<R> extends UploadOptions<R> {
  /** the file input's accept list, e.g. "image/jpeg,image/png" */
  accept?: string;
  /** a drop area instead of a button */
  drag?: boolean;
  disabled?: boolean;
  showFileList?: boolean;
  /** the trigger's content (the button's label, or the drop area's text) */
  children?: ReactNode;
  /** a hint under the trigger (types and sizes accepted) */
  tip?: ReactNode;
  /** extra content of a file's row (e.g. a link to its result) */
  renderExtra?: (file: UploadFile<R>) => ReactNode;
}

export interface UploadRef {
  submit(): void;
  clearFiles(): void;
}

const STATUS_PROGRESS: Record<UploadFile['status'], ProgressStatus> = {
  ready: '',
  uploading: '',
  success: 'success',
  fail: 'exception',
};

function UploadInner<R>(props: UploadProps<R>, ref: React.ForwardedRef<UploadRef>) {
  const { t } = useTranslation('upload');
  const { accept, drag, disabled, multiple, showFileList = true, children, tip, renderExtra } = props;
  const { list, add, remove, submit, clear } = useUploadList<R>(props);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [over, setOver] = useState(false);
  useImperativeHandle(ref, () => ({ submit, clearFiles: clear }), [submit, clear]);

  const pick = () => !disabled && inputRef.current?.click();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };

  return (
    <Flex vertical gap={8}>
      <input
        ref={inputRef}
        id={inputId}
        data-testid="upload-input"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        style={{ display: 'none' }}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {drag ? (
        <div
          role="button"
          tabIndex={0}
          aria-disabled={disabled}
          onClick={pick}
          onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && pick()}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          style={{
            border: `1px dashed ${over ? '#20a0ff' : '#d9d9d9'}`,
            borderRadius: 8,
            padding: 24,
            textAlign: 'center',
            cursor: disabled ? 'not-allowed' : 'pointer',
          }}
        >
          <InboxOutlined aria-hidden style={{ fontSize: 32, color: '#20a0ff' }} />
          <div>{children ?? t('drop')}</div>
        </div>
      ) : (
        <div>
          <Button icon={<UploadOutlined aria-hidden />} onClick={pick} disabled={disabled}>
            {children ?? t('choose')}
          </Button>
        </div>
      )}
      {tip && <Typography.Text type="secondary">{tip}</Typography.Text>}
      {showFileList && list.length > 0 && (
        <ul aria-live="polite" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((file) => (
            <li key={file.uid} data-status={file.status} style={{ padding: '4px 0' }}>
              <Flex align="center" gap={8} wrap>
                {file.url && (
                  <img src={file.url} alt="" width={40} height={40} style={{ objectFit: 'contain' }} />
                )}
                <Typography.Text ellipsis style={{ maxWidth: 220 }}>
                  {file.name}
                </Typography.Text>
                <Typography.Text type="secondary">{t(`status.${file.status}`)}</Typography.Text>
                {renderExtra?.(file)}
                <Button
                  type="text"
                  size="small"
                  aria-label={t('remove', { name: file.name })}
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => void remove(file.uid)}
                />
              </Flex>
              {file.status === 'uploading' && (
                <UploadProgress
                  percentage={file.percentage}
                  status={STATUS_PROGRESS[file.status]}
                  label={t('progress', { name: file.name })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

/** The one Upload of the product (SPEC §4, §9): every place that takes a file uses it. */
export const Upload = forwardRef(UploadInner) as <R = unknown>(
  props: UploadProps<R> & { ref?: React.Ref<UploadRef> },
) => ReturnType<typeof UploadInner>;
