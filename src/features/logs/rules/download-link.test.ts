import { describe, expect, it, vi } from 'vitest';
import { checkDownloadLink, isHttpLink } from './download-link';

describe('download links', () => {
  it.each([
    ['https://logs.example.com/a.log.gz?sign=1', true],
    ['http://logs.example.com/a.log.gz', true],
    ['javascript:alert(1)', false],
    ['/relative/a.log.gz', false],
    ['', false],
    [null, false],
  ])('%s is an http link: %s', (link, ok) => {
    expect(isHttpLink(link)).toBe(ok);
  });

  it.each([
    [200, 'ok'],
    [404, 'wrong'],
    [403, 'wrong'],
    [302, 'wrong'],
  ])('a link answering %i is %s', async (status, check) => {
    await expect(checkDownloadLink('https://logs.example.com/a', async () => ({ status }))).resolves.toBe(check);
  });

  it('a link that cannot be reached is wrong; a bad link is never fetched', async () => {
    await expect(
      checkDownloadLink('https://logs.example.com/a', () => Promise.reject(new Error('down'))),
    ).resolves.toBe('wrong');
    const fetchLink = vi.fn();
    await expect(checkDownloadLink('ftp://logs.example.com/a', fetchLink)).resolves.toBe('wrong');
    expect(fetchLink).not.toHaveBeenCalled();
  });
});
