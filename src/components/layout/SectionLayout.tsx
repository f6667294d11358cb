// A section: its side menu lists the screens of the section the user may open; the page is the outlet.
import { Box, Flex, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { menuScreens } from '../../api/permissions';
import type { Screen, SectionId } from '../../api/screens';
import type { SessionUser } from '../../api/session';
import { sectionTitles } from './section-titles';

interface Props {
  user: SessionUser;
  screens: readonly Screen[];
  section: SectionId;
}

export function SectionLayout({ user, screens, section }: Props) {
  const { i18n } = useLingui();
  return (
    <Flex flex="1" minH="0">
      <Box
        as="nav"
        aria-label={i18n._(sectionTitles[section])}
        w="52"
        flexShrink={0}
        bg="bg"
        borderRightWidth="1px"
        py="3"
      >
        <Stack gap="0.5" px="2">
          {menuScreens(user, screens, section).map((screen) => (
            <Link
              key={screen.path}
              to={screen.path}
              style={{ padding: '6px 12px', borderRadius: 6 }}
              activeProps={{
                'aria-current': 'page',
                style: { background: 'var(--chakra-colors-blue-subtle)', fontWeight: 600 },
              }}
            >
              {i18n._(screen.title)}
            </Link>
          ))}
        </Stack>
      </Box>
      <Box as="main" flex="1" minW="0" p="6" overflow="auto">
        <Outlet />
      </Box>
    </Flex>
  );
}
