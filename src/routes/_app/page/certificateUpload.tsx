import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { stripDefaults } from '@/components/list/strip-defaults';
import { certificateListQuery } from '@/features/certificates/api/certificate-queries';
import { CertificateListPage } from '@/features/certificates/pages/CertificateListPage';
import { effectiveScope } from '@/api/certificate-lists';
import { certificateListSearchSchema } from '@/features/certificates/search';

export const Route = createFileRoute('/_app/page/certificateUpload')({
  staticData: {
    area: 'certificates',
    screen: { title: msg`Certificates`, permission: { module: 'certificate' } },
  },
  validateSearch: certificateListSearchSchema,
  search: stripDefaults(certificateListSearchSchema),
  loaderDeps: ({ search: { scope, name, start, end } }) => ({ scope, name, start, end }),
  loader: ({ context: { queryClient, user }, deps }) =>
    queryClient.prefetchQuery(certificateListQuery(user, deps, effectiveScope(user, deps.scope))),
  component: function CertificateUpload() {
    const { user } = Route.useRouteContext();
    return <CertificateListPage user={user} />;
  },
});
