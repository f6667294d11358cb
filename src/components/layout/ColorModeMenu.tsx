// The header's appearance menu (ColorModeSwitch): follow the system, light or dark.
import { Portal } from '@chakra-ui/react';
import { Menu } from '@/components/ui/overlays';
import type { OnDemandOverlayProps } from '../overlay-on-demand';
import { useColorMode, type ColorModeChoice } from '../ui/color-mode';
import { colorModeChoices, useColorModeLabels } from './color-mode-labels';

export function ColorModeMenu({ trigger, defaultOpen }: OnDemandOverlayProps) {
  const { choice, setChoice } = useColorMode();
  const labels = useColorModeLabels();
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
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
