// The browser tab names the screen, in the user's language: the deepest route's screen title (its
// `staticData.screen`), then the product's name; a screen without a title (login, 403) shows the name alone.
import { useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';

export function DocumentTitle() {
  const { t, i18n } = useLingui();
  const screen = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.screen)?.staticData.screen,
  });
  const product = t`Customer service system`;
  const title = screen ? `${i18n._(screen.title)} · ${product}` : product;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
