// The header's light / dark / follow-the-system choice (kept in the browser, see ui/color-mode.ts).
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useColorMode, type ColorModeChoice } from '../ui/color-mode';

export const colorModeChoices = ['system', 'light', 'dark'] as const;

export function useColorModeLabels(): Record<ColorModeChoice, string> {
  const { t } = useLingui();
  return { system: t`Follow system`, light: t`Light`, dark: t`Dark` };
}

export function ColorModeSwitch() {
  const { t } = useLingui();
  const { colorMode, choice, setChoice } = useColorMode();
  const labels = useColorModeLabels();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="ghost" aria-label={t`Appearance: ${labels[choice]}`}>
          {colorMode === 'dark' ? '☾' : '☀'}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={choice} onValueChange={(e) => setChoice(e.value as ColorModeChoice)}>
              {colorModeChoices.map((value) => (
                <Menu.RadioItem key={value} value={value}>
                  {labels[value]}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
