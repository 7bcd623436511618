import { DeleteOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress, type ProgressStatus } from './progress';
import { formatLimit, refusalOf, type UploadRefusal } from './upload-checks';
import { useUploadList, type UploadFile, type UploadOptions } from './use-upload-list';

export type { UploadFile, UploadStatus } from './use-upload-list';
export { UploadError, uploadErrorText, type UploadRequest } from './upload-request';
export { UploadProgress, clampPercentage, PROGRESS_COLORS } from './progress';
export { UPLOAD_MESSAGES } from './i18n';
export { acceptsFile, type UploadRefusal } from './upload-checks';

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
  /** refuse a file outside `accept` (a drop or a paste ignores the picker's accept list) */
  checkType?: boolean;
  /** refuse a file larger than this before sending a byte */
  maxBytes?: number;
  /** the words of a refusal, where the place has its own (the shared ones name the file and rule) */
  refusalText?: (reason: UploadRefusal, file: File) => string;
  onRefuse?: (reason: UploadRefusal, file: File) => void;
  /**
   * The place sends the file itself (a form that sends a file with its fields): the Upload only
   * takes, checks and hands over the files, and keeps no list.
   */
  onPick?: (files: File[]) => void;
  /** the accessible name of the trigger and its file input */
  label?: string;
  /** marks the trigger as holding a wrong file (the form says why) */
  invalid?: boolean;
  /** a test id for the drop area or button */
  triggerTestId?: string;
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
  const { label, invalid, triggerTestId } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const { list, add, remove, submit, clear } = useUploadList<R>({
    ...props,
    onError: (error, file, files) => {
      setProblem(error.message);
      props.onError?.(error, file, files);
    },
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [over, setOver] = useState(false);
  useImperativeHandle(ref, () => ({ submit, clearFiles: clear }), [submit, clear]);

  /** Every way in (picker, drop, paste) passes the same checks before a file is taken. */
  const take = (picked: File[]) => {
    const files = multiple ? picked : picked.slice(0, 1);
    if (disabled || files.length === 0) return;
    setProblem(null);
    const accepted = files.filter((file) => {
      const reason = refusalOf(file, props);
      if (!reason) return true;
      const limit = formatLimit(props.maxBytes ?? 0);
      setProblem(
        props.refusalText?.(reason, file) ?? t(`refused.${reason}`, { name: file.name, accept, limit }),
      );
      props.onRefuse?.(reason, file);
      return false;
    });
    if (accepted.length === 0) return;
    if (props.onPick) props.onPick(accepted);
    else add(accepted);
  };
  const pick = () => !disabled && inputRef.current?.click();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(Array.from(event.dataTransfer.files));
  };
  const onPaste = (event: ClipboardEvent) => {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    take(files);
  };
  const borderColor = invalid ? '#ff4949' : over ? '#20a0ff' : '#d9d9d9';

  return (
    <Flex vertical gap={8} onPaste={onPaste}>
      <input
        ref={inputRef}
        id={inputId}
        data-testid="upload-input"
        aria-label={label}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        style={{ display: 'none' }}
        onChange={(event) => {
          take(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {drag ? (
        <div
          role="button"
          tabIndex={0}
          aria-label={label}
          aria-disabled={disabled}
          data-testid={triggerTestId}
          onClick={pick}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault(); // Space would scroll the page as well
            pick();
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          style={{
            border: `1px dashed ${borderColor}`,
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
          <Button
            icon={<UploadOutlined aria-hidden />}
            onClick={pick}
            disabled={disabled}
            data-testid={triggerTestId}
          >
            {children ?? t('choose')}
          </Button>
        </div>
      )}
      {tip && <Typography.Text type="secondary">{tip}</Typography.Text>}
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
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
