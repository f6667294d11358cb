// The certificate's deployment at each CDN provider reads in the user's language, from the contract's example
// (two providers deployed, one deploying).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@tests/page-harness';
import type { Language } from '@/api/language';

async function deploymentRows(language: Language) {
  await renderRoute('/page/certificateDetails?id=1001', { mock: 'remembering', user: 'superadmin', language });
  const heading = await screen.findByRole('heading', { level: 2, name: language === 'en' ? 'Deployment' : /部署/ });
  const table = heading.parentElement?.querySelector('table');
  if (!table) throw new Error('no deployment table under its heading');
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
}

describe('certificate details deployment', () => {
  it('names the deployment states in English', async () => {
    const rows = await deploymentRows('en');
    expect(rows.find((row) => row?.includes('阿里云'))).toContain('Deployed');
    expect(rows.find((row) => row?.includes('网宿'))).toContain('Deploying');
    expect(rows.join(' ')).not.toMatch(/deployed|deploying/);
  });

  it('names the deployment states in Chinese', async () => {
    const rows = await deploymentRows('zh');
    expect(rows.find((row) => row?.includes('阿里云'))).toContain('已部署');
    expect(rows.find((row) => row?.includes('网宿'))).toContain('部署中');
  });
});
