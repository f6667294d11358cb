// A screen's views whose choice is part of its address (a search param): a navigation bar of links, not a tabs
// widget. Choosing one goes to another address, which the browser's back button, a new tab or a shared link
// reopen; links say so to a screen reader (the shown one is aria-current="page") and take the keyboard as links
// (Tab, then Enter). Drawn like Chakra's line tabs (recipes/tabs.ts), from style props only: the tabs'
// machinery and recipe stay out of the first page. Here rather than in the kit (src/components/layout is in
// every signed-in screen's file), since only the analyses draw it.
import { Box, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

interface Props<V extends string> {
  /** The bar's accessible name. */
  label: string;
  /** The views to offer, in order, with their titles. */
  views: readonly V[];
  titles: Record<V, string>;
  /** The view shown. */
  current: V;
  /** The search param that names the view. */
  param?: string;
}

export function ViewLinks<V extends string>({ label, views, titles, current, param = 'view' }: Props<V>) {
  return (
    <Flex as="nav" aria-label={label} wrap="wrap" borderBottomWidth="1px" borderColor="border">
      {views.map((view) => (
        <Box
          key={view}
          asChild
          display="flex"
          alignItems="center"
          minH="10"
          px="4"
          py="2"
          textStyle="sm"
          fontWeight="medium"
          color="fg.muted"
          _hover={{ color: 'fg' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', zIndex: 1 }}
          _currentPage={{ color: 'fg', layerStyle: 'indicator.bottom', '--indicator-offset-y': '-1px' }}
        >
          <Link
            to="."
            // The other params stay: switching the view keeps every filter. The route's schema validates it.
            search={((previous: Record<string, unknown>) => ({ ...previous, [param]: view })) as never}
            // Only the view's own address is current, not one whose params it shares (the router's default).
            activeOptions={{ exact: true }}
            aria-current={view === current ? 'page' : undefined}
          >
            {titles[view]}
          </Link>
        </Box>
      ))}
    </Flex>
  );
}
