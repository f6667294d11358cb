// Everything the quick switcher can jump to, in the current language: the screens the user may open (from the
// route table and permissions), the domains and the certificates of the account when the user may read them
// (the contract's list reads, through src/api: the switcher belongs to no area).
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { canCall, canOpenScreen } from '@/api/permissions';
import { apiQueryOptions } from '@/api/query';
import type { Screen } from '@/api/screens';
import type { SessionUser } from '@/api/session';
import { sectionTitles } from '../layout/section-titles';
import type { SwitcherEntry } from './rules/match';

export function useSwitcherEntries(user: SessionUser, screens: readonly Screen[]) {
  const { t, i18n } = useLingui();
  const readsDomains = canCall(user, 'listDomains');
  const readsCertificates = canCall(user, 'listCertificatesByAccount');
  const domains = useQuery({ ...apiQueryOptions('listDomains', {}), enabled: readsDomains });
  const certificates = useQuery({
    ...apiQueryOptions('listCertificatesByAccount', { params: { query: { account: user.account } } }),
    enabled: readsCertificates,
  });

  const entries = useMemo((): SwitcherEntry[] => {
    // Screens reached from another one (details) need what that one passes them: only menu screens are offered.
    const open = screens.filter((screen) => screen.inMenu && canOpenScreen(user, screen));
    const domainOf = t`Domain`;
    const certificateOf = t`Certificate`;
    return [
      ...open.map((screen) => ({
        kind: 'screen' as const,
        label: i18n._(screen.title),
        detail: i18n._(sectionTitles[screen.section]),
        to: screen.path,
      })),
      ...(readsDomains && canOpenPath(open, '/cdn/domain') ? (domains.data ?? []) : []).map((domain) => ({
        kind: 'domain' as const,
        label: domain.name,
        detail: domainOf,
        to: '/cdn/domain',
        search: { name: domain.name },
      })),
      ...(readsCertificates && canOpenPath(open, '/page/certificateUpload') ? (certificates.data ?? []) : []).map(
        (certificate) => ({
          kind: 'certificate' as const,
          label: certificate.name,
          detail: `${certificateOf} · ${certificate.subjectName}`,
          to: '/page/certificateUpload',
          search: { name: certificate.name },
        }),
      ),
    ];
  }, [screens, user, domains.data, certificates.data, readsDomains, readsCertificates, t, i18n]);

  // Loading: the first answer of a list the user may read has not come yet (isLoading is false for a disabled one).
  return {
    entries,
    failed: domains.isError || certificates.isError,
    loading: domains.isLoading || certificates.isLoading,
  };
}

const canOpenPath = (open: readonly Screen[], path: string) => open.some((screen) => screen.path === path);
