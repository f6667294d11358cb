// The header's light / dark / follow-the-system choice (kept in the browser, see ui/color-mode.ts). The menu's
// code loads when the button is first wanted (src/components/overlay-on-demand.tsx).
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { overlayOnDemand } from '../overlay-on-demand';
import { useColorMode } from '../ui/color-mode';
import { useColorModeLabels } from './color-mode-labels';

const ColorModeMenu = overlayOnDemand(() => import('./ColorModeMenu').then((m) => m.ColorModeMenu), 'menu');

export function ColorModeSwitch() {
  const { t } = useLingui();
  const { colorMode, choice } = useColorMode();
  const labels = useColorModeLabels();
  return (
    <ColorModeMenu
      trigger={
        <Button size="xs" variant="ghost" aria-label={t`Appearance: ${labels[choice]}`}>
          {colorMode === 'dark' ? '☾' : '☀'}
        </Button>
      }
    />
  );
}
