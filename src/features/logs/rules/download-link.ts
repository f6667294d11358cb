// A download link from the server is followed only when it is an http(s) address that answers 200
// (000 §5, §8): a link of another scheme, or one that does not answer 200, is "wrong".
export type LinkCheck = 'ok' | 'wrong';

export function isHttpLink(link: unknown): link is string {
  if (typeof link !== 'string') return false;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export async function checkDownloadLink(
  link: unknown,
  fetchLink: (url: string) => Promise<{ status: number }>,
): Promise<LinkCheck> {
  if (!isHttpLink(link)) return 'wrong';
  try {
    return (await fetchLink(link)).status === 200 ? 'ok' : 'wrong';
  } catch {
    return 'wrong';
  }
}
