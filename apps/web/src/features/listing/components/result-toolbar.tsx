import { CopyOutlined, SaveOutlined } from '@ant-design/icons';
import type { Generation } from '@asinasin/contract';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandAlert } from './brand-alert';
import { GenerationMeta } from './generation-meta';

/** Copy all and save, the two actions of a generated listing or copywriting. */
export function ResultActions(props: {
  onCopy: () => void;
  onSave: () => void;
  canSave: boolean;
  isSaving: boolean;
}) {
  const { t } = useTranslation('listing');
  return (
    <Flex wrap gap={8}>
      <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={props.onCopy}>
        {t('listing.result.copyAll')}
      </Button>
      <Button
        icon={<SaveOutlined aria-hidden />}
        disabled={!props.canSave}
        loading={props.isSaving}
        onClick={props.onSave}
      >
        {t('listing.result.save')}
      </Button>
    </Flex>
  );
}

/** Who wrote it, the brands it names, and whether the edits on screen are saved. */
export function ResultNotes(props: { generation: Generation; brands: string[]; isDirty: boolean }) {
  const { t } = useTranslation('listing');
  return (
    <>
      <GenerationMeta generation={props.generation} />
      <BrandAlert brands={props.brands} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {props.isDirty ? t('listing.result.unsaved') : t('listing.result.liveCheck')}
      </Typography.Text>
    </>
  );
}
