// A long URL in a table cell: wraps anywhere, the whole address in the tooltip. A plain <span> (with its one
// rule inline): a long list draws one per row scrolled into view.
export function UrlCell({ url }: { url: string }) {
  return (
    <span style={{ wordBreak: 'break-all' }} title={url}>
      {url}
    </span>
  );
}
