// The add wizard through the domain route: every step, its messages, the checks' refusals, nothing lost.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import { fill } from '@tests/fill';

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
async function openWizard(api = {}) {
  const page = await renderRoute('/cdn/domain', { language: 'en', api });
  await screen.findByTestId('domain-50101');
  await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
  await screen.findByRole('dialog');
  return page;
}
async function fillBasic(name = 'up.xinghe-video.com') {
  await fill(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Domain name/ }), name);
  await fill(screen.getByRole('textbox', { name: /ICP number/ }), '沪ICP备18023456号-2');
}

describe('add domain wizard', () => {
  it('refuses a bad name with the catalogue message and keeps it', async () => {
    const page = await openWizard();
    await fillBasic('not a domain');
    await next();
    expect(await screen.findByText('Format error')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: /Domain name/ })).toHaveValue(
      'not a domain',
    );
    expect(page.sentTo('validateDomainIcp')).toHaveLength(0);
  });

  it("shows the ICP check's refusal, or 'icp error' when it has no message", async () => {
    await openWizard({ validateDomainIcp: 'noMessage' });
    await fillBasic();
    await next();
    expect(await screen.findByText('icp error')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /ICP number/ })).toHaveValue('沪ICP备18023456号-2');
  });

  // 002 §8.2 "200 on success": the envelope's code '0' and the code 200 both pass a check.
  it.each(['success', 'successCode200'])('passes the ICP and test-URL checks answered by %s', async (answer) => {
    const page = await openWizard({ validateDomainIcp: answer, validateDomainTestUrl: answer });
    await fillBasic();
    await next();
    await fill(await screen.findByRole('textbox', { name: 'Origin 1 address' }), '101.132.45.18');
    await fill(screen.getByRole('textbox', { name: /Back host/ }), 'up.xinghe-video.com');
    await fill(screen.getByRole('textbox', { name: /Test URL/ }), '/healthz.txt');
    await next();
    expect(await screen.findByRole('textbox', { name: 'Rule 1 path' })).toBeInTheDocument();
    expect(page.sentTo('validateDomainIcp')).toHaveLength(1);
    expect(page.sentTo('validateDomainTestUrl')).toHaveLength(1);
  });

  it('walks every step, keeps values going back, and adds', async () => {
    const page = await openWizard();
    await fillBasic();
    await next();
    await screen.findByRole('textbox', { name: 'Origin 1 address' });
    expect(page.sentTo('validateDomainIcp')[0]?.body).toEqual({
      name: 'up.xinghe-video.com',
      icp: '沪ICP备18023456号-2',
    });
    await fill(screen.getByRole('textbox', { name: 'Origin 1 address' }), 'up.xinghe-video.com');
    await fill(screen.getByRole('textbox', { name: /Back host/ }), 'up.xinghe-video.com');
    await fill(screen.getByRole('textbox', { name: /Test URL/ }), 'healthz.txt');
    await userEvent.clear(screen.getByRole('textbox', { name: /Back directory/ }));
    await fill(screen.getByRole('textbox', { name: /Back directory/ }), '/static');
    await next();
    expect(await screen.findByText('The test URL must start with /')).toBeInTheDocument();
    expect(screen.getByText('The back directory must start and end with /')).toBeInTheDocument();
    expect(screen.getByText('Format error')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Origin 1 address' }));
    await fill(screen.getByRole('textbox', { name: 'Origin 1 address' }), '101.132.45.18');
    await fill(screen.getByRole('textbox', { name: /Back directory/ }), '/');
    await userEvent.clear(screen.getByRole('textbox', { name: /Test URL/ }));
    await fill(screen.getByRole('textbox', { name: /Test URL/ }), '/healthz.txt');
    await next();
    // The cache step starts from the type's default strategy.
    expect(await screen.findByRole('textbox', { name: 'Rule 2 time' })).toHaveValue('30');
    expect(page.sentTo('getDomainDefaultCacheStrategy')[0]?.url.pathname).toMatch(/strategy\/download$/);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('textbox', { name: /Back directory/ })).toHaveValue('/static/');
    await next();
    await screen.findByRole('textbox', { name: 'Rule 1 path' });
    await next();
    await screen.findByRole('textbox', { name: 'Referer list' });
    await next();
    const preview = await screen.findByTestId('domain-preview');
    expect(preview).toHaveTextContent('101.132.45.18:80 (Primary, weight 10)');
    // Every value by its label, never the raw value the server takes.
    expect(preview).toHaveTextContent('Suffix .php;.jsp;.asp;.aspx · not cached; All files · 30 Days');
    expect(preview).not.toHaveTextContent(/\b(primary|suffix|second|day|none)\b/);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(page.sentTo('addDomain')).toHaveLength(1));
    expect(page.sentTo('addDomain')[0]?.body).toMatchObject({
      name: 'up.xinghe-video.com',
      type: 'download',
      backDirectory: '/static/',
      testUrl: '/healthz.txt',
      origins: [{ type: 'ip', address: '101.132.45.18', port: 80, weight: 10, priority: 'primary' }],
      cacheStrategies: [
        { path: '.php;.jsp;.asp;.aspx', matchType: 'suffix', time: 0 },
        { path: '/', time: 30, unit: 'day' },
      ],
    });
  });

  it('keeps everything when the server refuses the add', async () => {
    await openWizard({ addDomain: 'domainExists' });
    await fillBasic();
    await next();
    await fill(await screen.findByRole('textbox', { name: 'Origin 1 address' }), '101.132.45.18');
    await fill(screen.getByRole('textbox', { name: /Back host/ }), 'up.xinghe-video.com');
    await fill(screen.getByRole('textbox', { name: /Test URL/ }), '/t.txt');
    for (let i = 0; i < 3; i++) await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByTestId('form-refusal')).toHaveTextContent('域名已存在');
    expect(screen.getByTestId('domain-preview')).toHaveTextContent('up.xinghe-video.com');
  });

  it('asks before leaving with changes', async () => {
    await openWizard();
    await fillBasic();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('What you entered will be lost.');
  });
});
