import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@asinasin/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../../i18n';
import { authToken } from '../../lib/auth-token';
import { saveProfileLanguage, useSetSessionUser } from '../../lib/session';

/** Top-bar language switch: kept on this device and, when logged in, saved to the profile. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const setSessionUser = useSetSessionUser();

  const select = async (next: Language) => {
    await changeLanguage(next);
    if (!authToken.get()) return;
    try {
      setSessionUser(await saveProfileLanguage(next));
    } catch {
      // The switch already applied here; the profile catches up on the next change.
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t(`lang.${lang}`), lang })),
        onClick: ({ key }) => void select(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined aria-hidden />} aria-label={t('lang.switch')}>
        {!compact && t('lang.short')}
      </Button>
    </Dropdown>
  );
}
