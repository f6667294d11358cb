// A long URL in a table cell: one line, cut with an ellipsis past a width, the whole address in the tooltip
// (and in the page's text: a screen reader reads it and a copy takes it whole). One line keeps every row of a
// long task list the height its windowed rows expect; a table cell would not wrap it anyway (Chakra's table
// keeps its cells on one line), and the column grew as wide as the longest address. A plain <span> with its
// rules inline: a long list draws one per row scrolled into view.
const oneLine = {
  display: 'block',
  maxWidth: 'min(28rem, 60vw)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export function UrlCell({ url }: { url: string }) {
  return (
    <span style={oneLine} title={url}>
      {url}
    </span>
  );
}
