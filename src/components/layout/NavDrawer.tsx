// Narrow screens: the sections and their screens in a drawer opened from the header's menu button. It
// closes when a link is followed; Escape, the backdrop and its close button close it too. Loaded when its
// button is first wanted (src/components/overlay-on-demand.tsx; the button is AppHeader's).
import { Box, CloseButton, Heading, Portal, Stack } from '@chakra-ui/react';
import { Drawer } from '@/components/ui/overlays';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { visibleSections } from '@/api/permissions';
import type { Screen } from '@/api/screens';
import type { SessionUser } from '@/api/session';
import type { OnDemandOverlayProps } from '../overlay-on-demand';
import { sectionTitles } from './section-titles';
import { SectionNav } from './SectionNav';

export interface NavDrawerProps extends OnDemandOverlayProps {
  user: SessionUser;
  screens: readonly Screen[];
}

export function NavDrawer({ user, screens, trigger, defaultOpen = false }: NavDrawerProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t`Customer service system`}</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`Close`} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body px="2">
              <Stack as="nav" aria-label={t`Sections`} gap="4">
                {visibleSections(user).map((section) => (
                  <Box key={section}>
                    <Heading as="h2" size="xs" px="4" pb="1" color="fg.muted">
                      {i18n._(sectionTitles[section])}
                    </Heading>
                    <SectionNav user={user} screens={screens} section={section} onNavigate={close} />
                  </Box>
                ))}
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
