// Narrow screens (and, in English, screens narrower than 2xl): the header's controls in one menu (greeting,
// language, appearance, API portal, version, Log out), so that every one of them stays reachable however
// little room the header has. Loaded when its
// button is first wanted (src/components/overlay-on-demand.tsx; the button is AppHeader's).
import { Portal } from '@chakra-ui/react';
import { Menu } from '@/components/ui/overlays';
import { useLingui } from '@lingui/react/macro';
import { config } from '@/api/config';
import type { Language } from '@/api/language';
import type { OnDemandOverlayProps } from '../overlay-on-demand';
import { useColorMode, type ColorModeChoice } from '../ui/color-mode';
import { openApiPortal } from './open-api-portal';
import { colorModeChoices, useColorModeLabels } from './color-mode-labels';
import { languageChoices, useSwitchLanguage } from '../LanguageSwitch';

export interface HeaderMenuProps extends OnDemandOverlayProps {
  username: string;
  apiPortal: boolean;
  loggingOut: boolean;
  onLogout(): void;
}

export function HeaderMenu({ username, apiPortal, loggingOut, onLogout, trigger, defaultOpen }: HeaderMenuProps) {
  const { t, i18n } = useLingui();
  const switchLanguage = useSwitchLanguage();
  const { choice, setChoice } = useColorMode();
  const modeLabels = useColorModeLabels();
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'logout') onLogout();
        if (value === 'apiPortal') void openApiPortal(config.apiPortalUrl);
      }}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxW="calc(100vw - 16px)" maxH="var(--available-height)" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel truncate title={username}>{t`Hello, ${username}`}</Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.RadioItemGroup value={i18n.locale} onValueChange={(e) => void switchLanguage(e.value as Language)}>
              <Menu.ItemGroupLabel>{t`Language`}</Menu.ItemGroupLabel>
              {languageChoices.map(({ language, label }) => (
                <Menu.RadioItem key={language} value={language} lang={language === 'zh' ? 'zh-CN' : 'en'}>
                  {label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.RadioItemGroup value={choice} onValueChange={(e) => setChoice(e.value as ColorModeChoice)}>
              <Menu.ItemGroupLabel>{t`Appearance`}</Menu.ItemGroupLabel>
              {colorModeChoices.map((value) => (
                <Menu.RadioItem key={value} value={value}>
                  {modeLabels[value]}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            {apiPortal && <Menu.Item value="apiPortal">{t`API portal`}</Menu.Item>}
            <Menu.Item value="version" data-testid="menu-version-label">
              {t`Version`} {config.versionLabel}
            </Menu.Item>
            <Menu.Item value="logout" disabled={loggingOut}>
              {t`Log out`}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
