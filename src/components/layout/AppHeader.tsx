// Greeting, top navigation by permission, API portal link, language, About (V4.2.4) and logout. On narrow
// screens the navigation moves into a drawer (NavDrawer) and the controls into one menu (HeaderMenu), in
// English from a wider screen on than in Chinese; the header never wraps, never runs off the screen and keeps
// the product's name whole (breakpoints.ts says where it changes). Its menus and the drawer load their code
// when first wanted (src/components/overlay-on-demand.tsx): the header draws buttons.
import { Box, Button, Flex, HStack, Spacer, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { can, sectionLanding, visibleSections } from '@/api/permissions';
import { sectionOf, type Screen } from '@/api/screens';
import type { SessionUser } from '@/api/session';
import { useLogout } from '@/api/session-api';
import { overlayOnDemand } from '../overlay-on-demand';
import { dismissToasts } from '../ui/toaster';
import { QuickSwitcherButton } from '../quick-switcher/QuickSwitcherButton';
import { ApiPortalLink } from './ApiPortalLink';
import { CONTROLS_INLINE, NAV_INLINE, secondaryControlsInline } from './breakpoints';
import { LanguageSwitch } from '../LanguageSwitch';
import { ColorModeSwitch } from './ColorModeSwitch';
import { currentLinkStyle } from './current-link-style';
import { sectionTitles } from './section-titles';

const NavDrawer = overlayOnDemand(() => import('./NavDrawer').then((m) => m.NavDrawer), 'dialog');
const AboutMenu = overlayOnDemand(() => import('./AboutMenu').then((m) => m.AboutMenu), 'menu');
const HeaderMenu = overlayOnDemand(() => import('./HeaderMenu').then((m) => m.HeaderMenu), 'menu');

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
  const apiPortal = can(user, 'portal:apiOpen:view:*');
  const secondaryInline = secondaryControlsInline(i18n.locale);
  // The section of the screen shown: any of its screens, not only the landing one its link goes to.
  const shownSection = useRouterState({ select: (state) => sectionOf(state.location.pathname) });
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', xl: '4' }}
      px={{ base: '2', md: '4' }}
      py="2"
      bg="bg"
      borderBottomWidth="1px"
      minW="0"
    >
      <HStack hideFrom={NAV_INLINE} flexShrink={0}>
        <NavDrawer
          user={user}
          screens={screens}
          trigger={
            <Button size="sm" variant="ghost" px="2" aria-label={t`Menu`}>
              <Box as="span" aria-hidden="true" fontSize="lg" lineHeight="1">
                ☰
              </Box>
            </Button>
          }
        />
      </HStack>
      <Text fontWeight="semibold" truncate minW="0" flexShrink={1} title={t`Customer service system`}>
        {t`Customer service system`}
      </Text>
      <HStack as="nav" aria-label={t`Sections`} gap="0" hideBelow={NAV_INLINE} flexShrink={0}>
        {visibleSections(user).map((section) => (
          <Button key={section} asChild size="sm" variant="ghost" px="2">
            <Link
              to={sectionLanding(user, screens, section)}
              aria-current={section === shownSection ? 'true' : undefined}
              style={section === shownSection ? currentLinkStyle : undefined}
            >
              {i18n._(sectionTitles[section])}
            </Link>
          </Button>
        ))}
      </HStack>
      <Spacer />
      {/* Header actions for every screen, shown at every width (kept short), before the task tray. */}
      <HStack gap="1" flexShrink={0} data-testid="header-actions">
        <QuickSwitcherButton user={user} screens={screens} />
        {tray}
      </HStack>
      <HStack gap="1" hideBelow={CONTROLS_INLINE} flexShrink={0} minW="0">
        <HStack gap="1" hideBelow={secondaryInline} minW="0">
          <Text fontSize="sm" data-testid="greeting" truncate maxW="40" title={t`Hello, ${username}`}>
            {t`Hello, ${username}`}
          </Text>
          {apiPortal && <ApiPortalLink />}
        </HStack>
        <LanguageSwitch />
        <HStack gap="1" hideBelow={secondaryInline}>
          <ColorModeSwitch />
          <AboutMenu trigger={<Button size="xs" variant="ghost">{t`About`}</Button>} />
        </HStack>
        <Button size="xs" variant="outline" loading={logout.isPending} onClick={() => logout.mutate({})}>
          {t`Log out`}
        </Button>
      </HStack>
      <HStack hideFrom={secondaryInline} flexShrink={0}>
        <HeaderMenu
          username={username}
          apiPortal={apiPortal}
          loggingOut={logout.isPending}
          onLogout={() => logout.mutate({})}
          trigger={
            <Button size="sm" variant="outline" px="2" aria-label={t`Account and settings`}>
              <span aria-hidden="true">⋮</span>
            </Button>
          }
        />
      </HStack>
    </Flex>
  );
}
