// URL purge, directory purge and prefetch through their routes, against the contract's examples.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { backgroundJobs } from '@/components/jobs/background-jobs';
import { fill } from '@tests/fill';

afterEach(() => {
  backgroundJobs.clearEnded();
  backgroundJobs.list().forEach((job) => backgroundJobs.dismiss(job.id));
});

const box = () => screen.getByRole('textbox');
const pasteUrls = async (text: string) => {
  await userEvent.clear(box());
  await fill(box(), text);
};
const urls = (count: number) => Array.from({ length: count }, (_, i) => `https://cdn.xinghe-video.com/a/${i}.js`);

describe('URL purge', () => {
  it('says what to expect, pushes the URLs with source portal and follows the push in the tray', async () => {
    const page = await renderRoute('/cdn/newurlPush', { user: 'customer' });
    expect(await screen.findByTestId('push-hints')).toHaveTextContent('1 分钟内重复刷新同一内容可能会失败');
    expect(screen.getByTestId('push-hints')).toHaveTextContent('部分刷新可能需要 10 分钟以上');
    await pasteUrls('  https://cdn.xinghe-video.com/a.js  \n\nhttps://cdn.xinghe-video.com/b.css\n');
    expect(screen.getByTestId('url-count')).toHaveTextContent('共 2 个 URL');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('推送成功', { selector: '[data-part=title], div' })).toBeInTheDocument();
    expect(page.sentTo('submitPurgeRefresh')[0]?.body).toEqual({
      type: 'url',
      source: 'portal',
      account: 'CDN1024',
      urls: ['https://cdn.xinghe-video.com/a.js', 'https://cdn.xinghe-video.com/b.css'],
    });
    await waitFor(() => expect(box()).toHaveValue(''));
    // The tray in the header follows it (the mock's task answer may already have ended it).
    expect(backgroundJobs.list()[0]).toMatchObject({ link: { to: '/cdn/newsearchTask' } });
    expect(screen.getByTestId('task-tray')).toBeInTheDocument();
  });

  it('refuses invalid lines with their number and reason, sends nothing and keeps the text', async () => {
    const page = await renderRoute('/cdn/newurlPush', { user: 'customer' });
    const text = 'https://cdn.xinghe-video.com/a.js\ncdn.xinghe-video.com/b.js\nhttps://bad host/c.js';
    await pasteUrls(text);
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    const alert = await screen.findByTestId('invalid-lines');
    expect(alert).toHaveTextContent('有 2 行无法提交');
    expect(alert).toHaveTextContent('第 2 行: cdn.xinghe-video.com/b.js — 格式错误，必须以 http:// 或 https:// 开头');
    expect(alert).toHaveTextContent('第 3 行');
    expect(page.sentTo('submitPurgeRefresh')).toHaveLength(0);
    expect(box()).toHaveValue(text);
  });

  it("shows the server's refusal translated and keeps what was typed", async () => {
    const page = await renderRoute('/cdn/newurlPush', {
      user: 'customer',
      language: 'en',
      api: { submitPurgeRefresh: 'urlInvalid' },
    });
    await pasteUrls('https://cdn.xinghe-video.com/a.js');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await within(screen.getByTestId('push-report-1')).findByRole('alert')).toHaveTextContent('url invalid');
    expect(screen.getByTestId('push-report-1')).toHaveTextContent('Refused');
    expect(box()).toHaveValue('https://cdn.xinghe-video.com/a.js');
    expect(page.sentTo('submitPurgeRefresh')).toHaveLength(1);
    expect(backgroundJobs.list()).toHaveLength(0);
    // The report described the lines as they were sent: new input clears it.
    await fill(box(), 'x');
    expect(screen.queryByTestId('push-reports')).not.toBeInTheDocument();
  });

  it('counts in the plural form of the count', async () => {
    await renderRoute('/cdn/newurlPush', { user: 'customer', language: 'en' });
    await screen.findByTestId('push-hints');
    await pasteUrls('https://cdn.xinghe-video.com/a.js');
    expect(screen.getByTestId('url-count')).toHaveTextContent(/^1 URL$/);
    await pasteUrls('https://cdn.xinghe-video.com/a.js\nhttps://cdn.xinghe-video.com/b.js');
    expect(screen.getByTestId('url-count')).toHaveTextContent(/^2 URLs$/);
  });

  it.each([
    ['noRefreshTask', '没有刷新任务'],
    ['refreshFailed', '刷新失败'],
    ['repeatedRefresh', '同一内容1分钟内不可重复刷新'],
  ])('a %s refusal shows %s', async (example, message) => {
    await renderRoute('/cdn/newurlPush', { user: 'customer', api: { submitPurgeRefresh: example } });
    await pasteUrls('https://cdn.xinghe-video.com/a.js');
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    expect(await within(screen.getByTestId('push-report-1')).findByRole('alert')).toHaveTextContent(message);
  });

  it('leaves repeats out, says so, and removes them from the box on request', async () => {
    const page = await renderRoute('/cdn/newurlPush', { user: 'customer' });
    await pasteUrls(
      'https://cdn.xinghe-video.com/a.js\nhttps://cdn.xinghe-video.com/b.js\nhttps://cdn.xinghe-video.com/a.js',
    );
    expect(await screen.findByTestId('duplicate-lines')).toHaveTextContent('第 3 行与第 1 行重复');
    await userEvent.click(screen.getByRole('button', { name: '删除重复行' }));
    expect(box()).toHaveValue('https://cdn.xinghe-video.com/a.js\nhttps://cdn.xinghe-video.com/b.js');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(page.sentTo('submitPurgeRefresh')).toHaveLength(1));
    expect((page.sentTo('submitPurgeRefresh')[0]?.body as { urls: string[] }).urls).toHaveLength(2);
  });

  it('sends more than 100 URLs as consecutive pushes of at most 100, each reported', async () => {
    const page = await renderRoute('/cdn/newurlPush', { user: 'customer' });
    await pasteUrls(urls(150).join('\n'));
    expect(screen.getByTestId('url-count')).toHaveTextContent('将分 2 批依次提交');
    await userEvent.click(screen.getByRole('button', { name: '分 2 批提交' }));
    await waitFor(() => expect(page.sentTo('submitPurgeRefresh')).toHaveLength(2));
    const sizes = page.sentTo('submitPurgeRefresh').map((r) => (r.body as { urls: string[] }).urls.length);
    expect(sizes).toEqual([100, 50]);
    expect(await screen.findByTestId('push-report-2')).toHaveTextContent('第 2/2 批（50 个 URL）推送成功');
    expect(screen.getByTestId('push-report-1')).toHaveTextContent('推送成功');
  });

  it('stops after a refused push, keeping the URLs not accepted', async () => {
    let calls = 0;
    const page = await renderRoute('/cdn/newurlPush', {
      user: 'customer',
      api: { submitPurgeRefresh: () => (++calls === 2 ? 'refreshFailed' : 'success') },
    });
    const all = urls(250);
    await pasteUrls(all.join('\n'));
    await userEvent.click(screen.getByRole('button', { name: '分 3 批提交' }));
    expect(await within(await screen.findByTestId('push-report-2')).findByRole('alert')).toHaveTextContent('刷新失败');
    expect(screen.getByTestId('push-report-3')).toHaveTextContent('未提交');
    expect(page.sentTo('submitPurgeRefresh')).toHaveLength(2);
    expect(box()).toHaveValue(all.slice(100).join('\n'));
  });
});

describe('directory purge', () => {
  it('counts directories, not URLs', async () => {
    await renderRoute('/cdn/newdirPush', { user: 'customer' });
    await screen.findByTestId('push-hints');
    await pasteUrls('https://cdn.xinghe-video.com/static/\nhttps://cdn.xinghe-video.com/img/');
    expect(screen.getByTestId('url-count')).toHaveTextContent('共 2 个目录');
    expect(screen.getByTestId('url-count')).not.toHaveTextContent('URL');
  });

  it('warns it may take 30 minutes and refuses a directory without a final slash', async () => {
    const page = await renderRoute('/cdn/newdirPush', { user: 'customer' });
    expect(await screen.findByTestId('push-hints')).toHaveTextContent('目录刷新最长可能需要 30 分钟');
    await pasteUrls('https://cdn.xinghe-video.com/vod');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByTestId('invalid-lines')).toHaveTextContent(
      '第 1 行: https://cdn.xinghe-video.com/vod — 目录必须以 / 结尾',
    );
    expect(page.sentTo('submitPurgeRefresh')).toHaveLength(0);
    await pasteUrls('https://cdn.xinghe-video.com/vod/');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(page.sentTo('submitPurgeRefresh')[0]?.body).toMatchObject({ type: 'dir' }));
  });

  it('asks for at least one line', async () => {
    await renderRoute('/cdn/newdirPush', { user: 'customer' });
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    expect(await screen.findByText('请至少输入一个目录')).toBeInTheDocument();
  });
});

describe('prefetch', () => {
  it("pushes, or shows the server's message and keeps the text", async () => {
    const page = await renderRoute('/cdn/prefetch', { user: 'customer', api: { submitPrefetch: 'quotaExceeded' } });
    await pasteUrls('https://cdn.xinghe-video.com/vod/ep1025/index.m3u8');
    await userEvent.click(await screen.findByRole('button', { name: '提交' }));
    expect(await within(screen.getByTestId('push-report-1')).findByRole('alert')).toHaveTextContent(
      '今日预取额度已用完',
    );
    expect(page.sentTo('submitPrefetch')[0]?.body).toEqual({
      account: 'CDN1024',
      urls: ['https://cdn.xinghe-video.com/vod/ep1025/index.m3u8'],
    });
    expect(box()).toHaveValue('https://cdn.xinghe-video.com/vod/ep1025/index.m3u8');
  });
});
