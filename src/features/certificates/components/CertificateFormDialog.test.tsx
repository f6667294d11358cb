import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/api/session';
import { renderWithProviders, stubApi } from '@tests/render';
import { inTimeZone } from '@tests/time-zone';
import { readPemCertificate } from '../rules/pem';
import { CertificateFormDialog } from './CertificateFormDialog';
import { fill } from '@tests/fill';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../../tests/fixtures', name), 'utf8');

const user: SessionUser = {
  username: 'xinghe_ops',
  role: 'customer',
  account: 'CDN1024',
  accountName: '星河视频',
  treeData: [{ value: 'CDN1024_01', title: '星河视频华东', children: [] }],
  account_all: 'CDN1024,CDN1024_01',
  permissionList: ['portal:certificate:operation:*'],
};

const names = () => ({ code: '0', msg: '', data: ['星河视频主站证书'] });

async function fillValidUpload(name = ' 新证书 ') {
  const typing = userEvent.setup();
  await fill(screen.getByLabelText(/证书名称/), name);
  await fill(screen.getByLabelText(/公钥/), fixture('xinghe-video.cert.pem'));
  await fill(screen.getByLabelText(/私钥/), fixture('xinghe-video.key.pem'));
  return typing;
}

describe('CertificateFormDialog', () => {
  it('shows the name and key messages and sends nothing', async () => {
    const api = stubApi({ '/api/certificate/allName': names });
    vi.stubGlobal('fetch', api.fetchStub);
    await renderWithProviders(<CertificateFormDialog user={user} scope={2} onClose={() => {}} />);
    await waitFor(() => expect(api.requests.map((r) => r.path)).toContain('/api/certificate/allName'));
    await userEvent.click(screen.getByRole('button', { name: '上传' }));
    expect(await screen.findByText('证书名称不能为空')).toBeInTheDocument();
    // Empty keys are asked for, not called 'not PEM'.
    expect(screen.getByText('请粘贴证书（PEM 格式）')).toBeInTheDocument();
    expect(screen.getByText('请粘贴私钥（PEM 格式）')).toBeInTheDocument();
    expect(screen.queryByText(/这不是 PEM 格式/)).not.toBeInTheDocument();
    await fill(screen.getByLabelText(/公钥/), 'hello');
    await fill(screen.getByLabelText(/私钥/), 'hello');
    await userEvent.click(screen.getByRole('button', { name: '上传' }));
    expect(await screen.findByText(/这不是 PEM 格式的证书/)).toBeInTheDocument();
    expect(screen.getByText(/这不是 PEM 格式的私钥/)).toBeInTheDocument();
    await fill(screen.getByLabelText(/证书名称/), '星河视频主站证书');
    await userEvent.click(screen.getByRole('button', { name: '上传' }));
    expect(await screen.findByText('证书名称已存在')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/certificate/add')).toEqual([]);
  });

  describe('in a browser at UTC', () => {
    inTimeZone('UTC');
    it("says the pasted certificate's expiry as the provider's day, whatever the browser's zone", async () => {
      // The fixture expires at 19:58:58 UTC on 2036-11-18, already the 19th in UTC+8: a UTC browser would say the
      // 18th, while the list, the details and the server all say the 19th.
      vi.stubGlobal('fetch', stubApi({ '/api/certificate/allName': names }).fetchStub);
      await renderWithProviders(<CertificateFormDialog user={user} scope={2} onClose={() => {}} />, { language: 'en' });
      await fill(screen.getByLabelText(/Public key/), fixture('xinghe-video.cert.pem'));
      expect(await screen.findByTestId('pem-preview')).toHaveTextContent(
        /Expires: 2036-11-19 \(UTC\+08:00\), in [\d,]+ days/,
      );
    });
  });

  it('shows the messages in English', async () => {
    vi.stubGlobal('fetch', stubApi({ '/api/certificate/allName': names }).fetchStub);
    await renderWithProviders(<CertificateFormDialog user={user} scope={2} onClose={() => {}} />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The certificate name cannot be empty')).toBeInTheDocument();
  });

  it('sends the trimmed name, the keys and the picked accounts, and is disabled while sending', async () => {
    let answer: (value: unknown) => void = () => {};
    const api = stubApi({
      '/api/certificate/allName': names,
      '/api/certificate/add': () => new Promise((resolve) => (answer = resolve)),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const onClose = vi.fn();
    await renderWithProviders(<CertificateFormDialog user={user} scope={2} onClose={onClose} />);
    const typing = await fillValidUpload();
    await typing.click(screen.getByText('共享给其他账号'));
    await typing.click(screen.getByRole('button', { name: '上传' }));
    expect(await screen.findByText('请至少选择一个账号')).toBeInTheDocument();
    await typing.click(screen.getByText('星河视频华东 (CDN1024_01)'));
    await typing.click(screen.getByRole('button', { name: '上传' }));

    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/certificate/add')).toBe(true));
    // While the upload is in flight the submit button is disabled (a double click sends one request).
    expect(document.querySelector('button[type="submit"]')).toBeDisabled();
    expect(api.requests.find((r) => r.path === '/api/certificate/add')?.body).toEqual({
      name: '新证书',
      publicKey: fixture('xinghe-video.cert.pem').trim(),
      privateKey: fixture('xinghe-video.key.pem').trim(),
      shareAccount: 'CDN1024_01',
      account: 'CDN1024',
      user: 'xinghe_ops',
    });
    answer({ code: '0', msg: '上传成功', data: null });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('uploads a certificate valid for fewer than 30 days once the user accepts the warning', async () => {
    const read = await readPemCertificate(fixture('xinghe-video.cert.pem'));
    if (!read.ok) throw new Error('expected a certificate');
    // Only the clock moves: ten days before the certificate expires.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(read.summary.notAfter.getTime() - 10 * 86_400_000));
    try {
      const api = stubApi({
        '/api/certificate/allName': names,
        '/api/certificate/add': () => ({ code: '0', msg: '上传成功', data: null }),
      });
      vi.stubGlobal('fetch', api.fetchStub);
      await renderWithProviders(<CertificateFormDialog user={user} scope={2} onClose={() => {}} />);
      const typing = await fillValidUpload('短期证书');
      const consent = await screen.findByTestId('short-validity');
      expect(consent).toHaveTextContent(/将在 (9|10) 天后过期/);
      await typing.click(screen.getByRole('button', { name: '上传' }));
      expect(await screen.findByText(/如仍要上传，请勾选确认/)).toBeInTheDocument();
      expect(api.requests.filter((r) => r.path === '/api/certificate/add')).toEqual([]);
      await typing.click(screen.getByText(/仍然上传/));
      await typing.click(screen.getByRole('button', { name: '上传' }));
      await waitFor(() => expect(api.requests.filter((r) => r.path === '/api/certificate/add')).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const api = stubApi({
      '/api/certificate/allName': names,
      '/api/certificate/add': () => ({ code: '1', msg: '证书格式错误', data: null }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const onClose = vi.fn();
    await renderWithProviders(<CertificateFormDialog user={user} scope={4} onClose={onClose} />);
    const typing = await fillValidUpload('新证书');
    await typing.click(screen.getByRole('button', { name: '上传' }));
    expect(await screen.findByTestId('form-refusal')).toHaveTextContent('证书格式错误');
    expect(screen.getByLabelText(/证书名称/)).toHaveValue('新证书');
    expect(onClose).not.toHaveBeenCalled();
    // The sub-account scope forces sharing off.
    expect(api.requests.find((r) => r.path === '/api/certificate/add')?.body).toMatchObject({ shareAccount: '' });
  });
});
