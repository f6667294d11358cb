// The links of a section's screens the user may open: the side menu on wide screens, a group of the drawer
// on narrow ones.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { menuScreens } from '@/api/permissions';
import type { Screen, SectionId } from '@/api/screens';
import type { SessionUser } from '@/api/session';
import { currentLinkStyle } from './current-link-style';

interface Props {
  user: SessionUser;
  screens: readonly Screen[];
  section: SectionId;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?(): void;
}

export function SectionNav({ user, screens, section, onNavigate }: Props) {
  const { i18n } = useLingui();
  return (
    <Stack gap="0.5" px="2">
      {menuScreens(user, screens, section).map((screen) => (
        <Link
          key={screen.path}
          to={screen.path}
          onClick={onNavigate}
          style={{ padding: '6px 12px', borderRadius: 6, overflowWrap: 'anywhere' }}
          activeProps={{
            'aria-current': 'page',
            style: currentLinkStyle,
          }}
        >
          {i18n._(screen.title)}
        </Link>
      ))}
    </Stack>
  );
}
