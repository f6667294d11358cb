// The header's About menu: the portal's version. Loaded when its button is first wanted
// (src/components/overlay-on-demand.tsx; the button is AppHeader's).
import { Portal } from '@chakra-ui/react';
import { Menu } from '@/components/ui/overlays';
import { useLingui } from '@lingui/react/macro';
import { config } from '@/api/config';
import type { OnDemandOverlayProps } from '../overlay-on-demand';

export function AboutMenu({ trigger, defaultOpen }: OnDemandOverlayProps) {
  const { t } = useLingui();
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="version" data-testid="version-label">
              {t`Version`} {config.versionLabel}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
