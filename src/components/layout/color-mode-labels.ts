// The words of the light / dark / follow-the-system choice, shared by the header's switch and its narrow menu.
import { useLingui } from '@lingui/react/macro';
import type { ColorModeChoice } from '../ui/color-mode';

export const colorModeChoices = ['system', 'light', 'dark'] as const;

export function useColorModeLabels(): Record<ColorModeChoice, string> {
  const { t } = useLingui();
  return { system: t`Follow system`, light: t`Light`, dark: t`Dark` };
}
