// Offline, the signed-in layout says so once, in the user's language; a write tried then is refused with that
// reason and the form keeps what was typed; back online, the notice goes and the write can be sent.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { backgroundJobs } from '@/components/jobs/background-jobs';
import { fill } from '@tests/fill';

afterEach(() => {
  onlineManager.setOnline(true);
  backgroundJobs.list().forEach((job) => backgroundJobs.dismiss(job.id));
});

const setOnline = (online: boolean) => act(() => onlineManager.setOnline(online));
const notice = () => screen.getByTestId('offline-notice');

describe('offline', () => {
  it.each([
    ['zh', '网络已断开。', '网络已断开，未提交任何内容。您填写的内容已保留，请在网络恢复后重试。', '提交'],
    [
      'en',
      'You are offline. What is on screen stays',
      'You are offline: nothing was sent. What you entered is kept; try again when the connection is back.',
      'Submit',
    ],
  ] as const)(
    'in %s: says so once and refuses a write, keeping the form',
    async (language, banner, refusal, submit) => {
      const page = await renderRoute('/cdn/newurlPush', { language });
      const box = await screen.findByRole('textbox');
      expect(notice()).toHaveTextContent('');
      await setOnline(false);
      expect(notice()).toHaveTextContent(banner);
      const typed = 'https://cdn.xinghe-video.com/a.js';
      await fill(box, typed);
      await userEvent.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(box).toHaveValue(typed);
      expect(page.sentTo('submitPurgeRefresh')).toEqual([]);
      expect(screen.getAllByText(banner, { exact: false })).toHaveLength(1);
      await setOnline(true);
      expect(notice()).toHaveTextContent('');
      await userEvent.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(page.sentTo('submitPurgeRefresh')).toHaveLength(1));
    },
  );
});
