// Where the shell changes shape (Chakra's breakpoints: lg = 1024 px, xl = 1280 px). Below NAV_INLINE the
// section menus live in a drawer opened from the header; below CONTROLS_INLINE the header's controls
// (tasks aside) live in one menu. The shell switches with CSS (hideBelow / hideFrom), so nothing is measured
// and the first paint already has the right shape.
export const NAV_INLINE = 'lg';
export const CONTROLS_INLINE = 'xl';
