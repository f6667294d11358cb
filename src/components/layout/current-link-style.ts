// How the header marks the section shown and the side menu its screen: a tint and the emphasis weight (semibold,
// or medium in Chinese: src/app/theme.ts, where the weight alone would not tell it from the other links). Inline
// styles: the links are the router's plain anchors.
export const currentLinkStyle = {
  background: 'var(--chakra-colors-blue-subtle)',
  fontWeight: 'var(--chakra-font-weights-semibold)',
};
