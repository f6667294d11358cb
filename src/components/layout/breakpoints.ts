// Where the shell changes shape (Chakra's breakpoints: lg = 1024 px, xl = 1280 px, 2xl = 1536 px). Below
// NAV_INLINE the section menus live in a drawer opened from the header; below CONTROLS_INLINE the header's
// controls (tasks aside) live in one menu. The shell switches with CSS (hideBelow / hideFrom), so nothing is
// measured and the first paint already has the right shape.
export const NAV_INLINE = 'lg';
export const CONTROLS_INLINE = 'xl';

/**
 * From where the header's secondary controls (the greeting, the API portal link, appearance, About and the
 * quick switcher's shortcut hint) are inline; below it they are in the account menu, and the language switch
 * and Log out stay. English labels are about twice as wide as Chinese ones: with all of them inline, the
 * product's name had no room left at 1280 px and was cut at 1366 and 1440 px.
 */
export const secondaryControlsInline = (locale: string) => (locale === 'en' ? '2xl' : CONTROLS_INLINE);
