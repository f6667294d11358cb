// Narrow screens: the sections and their screens in a drawer opened from the header's menu button. It
// closes when a link is followed; Escape, the backdrop and its close button close it too.
import { Box, Button, CloseButton, Drawer, Heading, Portal, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { visibleSections } from '@/api/permissions';
import type { Screen } from '@/api/screens';
import type { SessionUser } from '@/api/session';
import { sectionTitles } from './section-titles';
import { SectionNav } from './SectionNav';

interface Props {
  user: SessionUser;
  screens: readonly Screen[];
}

export function NavDrawer({ user, screens }: Props) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <Button size="sm" variant="ghost" px="2" aria-label={t`Menu`}>
          <Box as="span" aria-hidden="true" fontSize="lg" lineHeight="1">
            ☰
          </Box>
        </Button>
      </Drawer.Trigger>
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
