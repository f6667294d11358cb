// The lines a push leaves out are counted in the user's language, singular for one line.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import type { Language } from '@/api/language';
import { parseUrlList } from '../rules/url-list';
import { UrlProblems } from './UrlProblems';

async function show(text: string, language: Language) {
  await renderWithProviders(
    <UrlProblems list={parseUrlList(text, 'url')} showInvalid onRemoveDuplicates={() => {}} />,
    {
      language,
    },
  );
  return { invalid: screen.getByTestId('invalid-lines'), duplicates: screen.getByTestId('duplicate-lines') };
}

const one = 'https://a.example.com/x\nftp://bad\nhttps://a.example.com/x';
const two = `${one}\nnot a url\nhttps://a.example.com/x`;

describe('url problems', () => {
  it('says "line" for one line in English', async () => {
    const single = await show(one, 'en');
    expect(single.invalid).toHaveTextContent('1 line cannot be pushed; fix it and push again:');
    expect(single.duplicates).toHaveTextContent('1 repeated line will be left out:');
  });

  it('says "lines" for two lines in English', async () => {
    const many = await show(two, 'en');
    expect(many.invalid).toHaveTextContent('2 lines cannot be pushed; fix them and push again:');
    expect(many.duplicates).toHaveTextContent('2 repeated lines will be left out:');
  });

  it('counts in Chinese', async () => {
    const single = await show(one, 'zh');
    expect(single.invalid).toHaveTextContent('有 1 行无法提交，请修改后重新提交：');
    expect(single.duplicates).toHaveTextContent('有 1 行重复，提交时将被忽略：');
  });
});
