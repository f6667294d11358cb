// Greeting, top navigation by permission, API portal link, language, About (V4.2.4) and logout.
import { Button, Flex, HStack, Menu, Portal, Spacer, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { config } from '../../api/config';
import { can, sectionLanding, visibleSections } from '../../api/permissions';
import type { Screen } from '../../api/screens';
import type { SessionUser } from '../../api/session';
import { useLogout } from '../../api/session-api';
import { dismissToasts } from '../ui/toaster';
import { ApiPortalLink } from './ApiPortalLink';
import { ColorModeSwitch } from './ColorModeSwitch';
import { LanguageSwitch } from '../LanguageSwitch';
import { sectionTitles } from './section-titles';

function AboutMenu() {
  const { t } = useLingui();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="ghost">{t`About`}</Button>
      </Menu.Trigger>
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

interface Props {
  user: SessionUser;
  screens: readonly Screen[];
  /** The background-task tray, passed in by the shell (components do not import features). */
  tray?: ReactNode;
}

export function AppHeader({ user, screens, tray }: Props) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const logout = useLogout(() => {
    // Messages of the session that ended go with it.
    dismissToasts();
    void router.navigate({ to: '/newlogin', replace: true });
  });
  const username = user.username;
  return (
    <Flex as="header" align="center" gap="6" px="6" py="2" bg="bg" borderBottomWidth="1px" wrap="wrap">
      <Text fontWeight="semibold">{t`Customer service system`}</Text>
      <HStack as="nav" aria-label={t`Sections`} gap="1">
        {visibleSections(user).map((section) => (
          <Button key={section} asChild size="sm" variant="ghost">
            <Link
              to={sectionLanding(user, screens, section)}
              activeProps={{ 'aria-current': 'page', style: { fontWeight: 700 } }}
            >
              {i18n._(sectionTitles[section])}
            </Link>
          </Button>
        ))}
      </HStack>
      <Spacer />
      <HStack gap="2">
        {tray}
        <Text fontSize="sm" data-testid="greeting">{t`Hello, ${username}`}</Text>
        {can(user, 'portal:apiOpen:view:*') && <ApiPortalLink />}
        <LanguageSwitch />
        <ColorModeSwitch />
        <AboutMenu />
        <Button size="xs" variant="outline" loading={logout.isPending} onClick={() => logout.mutate({})}>
          {t`Log out`}
        </Button>
      </HStack>
    </Flex>
  );
}
