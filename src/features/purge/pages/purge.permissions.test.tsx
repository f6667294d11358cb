// Who sees what of purge: the view permission shows the tasks and no way to push; the operation permission
// offers the push.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heading, openAs, writeControls } from '@tests/permission-views';

const WRITES = /^(Submit|Push in \d+ batches)$/;

describe('purge permissions', () => {
  it('view only: the tasks, and no push', async () => {
    const page = await openAs('/cdn/newsearchTask', ['portal:purge:view:*']);
    expect(await screen.findByTestId('task-rf9c086a61ac')).toBeInTheDocument();
    expect(page.sentTo('queryRefreshTasks').length + page.sentTo('queryPurgeTasks').length).toBeGreaterThan(0);
    await page.router.navigate({ to: '/cdn/newurlPush' });
    expect(await heading('URL purge')).toBeInTheDocument();
    expect(writeControls(WRITES)).toEqual([]);
  });

  it('operation: the push', async () => {
    await openAs('/cdn/newurlPush', ['portal:purge:operation:*']);
    expect(await heading('URL purge')).toBeInTheDocument();
    expect(writeControls(WRITES).length).toBeGreaterThan(0);
  });
});
