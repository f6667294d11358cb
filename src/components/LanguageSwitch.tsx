// Chinese (default) or English; the choice is kept in sessionStorage and survives a reload. Used by the header
// and by the login screen (so it is not part of the shell: the login route loads it).
import { Button, Group } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '../api/language';
import { activateLanguage } from '../api/i18n';
import { invalidateLanguageDependent } from '../api/query';

export const languageChoices: { language: Language; label: string }[] = [
  { language: 'zh', label: '中文' },
  { language: 'en', label: 'English' },
];

/** Switches the portal's language; the analysis views refresh (x-language-dependent in the contract). */
export function useSwitchLanguage() {
  const queryClient = useQueryClient();
  return async (language: Language) => {
    await activateLanguage(language);
    // Other answers stay cached.
    await invalidateLanguageDependent(queryClient);
  };
}

export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const switchLanguage = useSwitchLanguage();
  return (
    <Group attached role="group" aria-label={t`Language`}>
      {languageChoices.map(({ language, label }) => (
        <Button
          key={language}
          size="xs"
          variant={i18n.locale === language ? 'solid' : 'outline'}
          aria-pressed={i18n.locale === language}
          lang={language === 'zh' ? 'zh-CN' : 'en'}
          onClick={() => switchLanguage(language)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
