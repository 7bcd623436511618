import { LANGUAGES, LIMITS, type Language, type UpdateProfileBody } from '@asinasin/contract';
import { App, Button, DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarUpload } from './avatar-upload';

interface ProfileValues {
  nickname: string;
  sex: 0 | 1 | 2;
  birthday: Dayjs | null;
  language: Language;
}

function toSex(value: number): 0 | 1 | 2 {
  return value === 1 || value === 2 ? value : 0;
}

export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const uiLanguage = useLanguage();
  const update = useUpdateProfile();
  const initialValues: ProfileValues = {
    nickname: user.nickname === 'guest' ? '' : user.nickname,
    sex: toSex(user.sex),
    birthday: user.birthday ? dayjs(user.birthday) : null,
    language: user.language,
  };

  const onFinish = async (values: ProfileValues) => {
    const body: UpdateProfileBody = {
      nickname: values.nickname.trim(),
      sex: values.sex,
      birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
      language: values.language,
    };
    try {
      await update.mutateAsync(body);
      if (values.language !== uiLanguage) await changeLanguage(values.language);
      void message.success(t('common.actionSucceeded'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Form<ProfileValues>
      name="profile"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void onFinish(v)}
      style={{ maxWidth: 480 }}
    >
      <Form.Item label={t('userCenter.avatar')}>
        <AvatarUpload avatar={user.avatar} />
      </Form.Item>
      <Form.Item
        name="nickname"
        label={t('userCenter.nickname')}
        rules={[
          { required: true, whitespace: true, message: t('userCenter.nicknameRequired') },
          { max: LIMITS.nickname, message: t('userCenter.nicknameTooLong', { max: LIMITS.nickname }) },
        ]}
      >
        {/* A counter and an error, never maxLength: that would cut a long paste without a word. */}
        <Input count={{ show: true, max: LIMITS.nickname }} autoComplete="nickname" />
      </Form.Item>
      <Form.Item name="sex" label={t('userCenter.sex')}>
        <Radio.Group
          options={[
            { value: 0, label: t('userCenter.sexUnknown') },
            { value: 1, label: t('userCenter.sexMale') },
            { value: 2, label: t('userCenter.sexFemale') },
          ]}
        />
      </Form.Item>
      <Form.Item name="birthday" label={t('userCenter.birthday')}>
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs())} />
      </Form.Item>
      <Form.Item name="language" label={t('userCenter.language')}>
        <Select options={LANGUAGES.map((lang) => ({ value: lang, label: t(`lang.${lang}`) }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('userCenter.saveProfile')}
      </Button>
    </Form>
  );
}
