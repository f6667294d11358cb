import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { firstReadsLoader } from '@/api/preload-reads';
import { stripDefaults } from '@/components/list/strip-defaults';
import { certificateListReads } from '@/features/certificates/first-reads';
import { CertificateListPage } from '@/features/certificates/pages/CertificateListPage';
import { certificateListSearchSchema } from '@/features/certificates/search';

export const Route = createFileRoute('/_app/page/certificateUpload')({
  staticData: {
    area: 'certificates',
    screen: { title: msg`Certificates`, permission: { module: 'certificate' } },
  },
  validateSearch: certificateListSearchSchema,
  search: stripDefaults(certificateListSearchSchema),
  loaderDeps: ({ search: { scope, name, start, end } }) => ({ scope, name, start, end }),
  loader: firstReadsLoader(certificateListReads),
  component: function CertificateUpload() {
    const { user } = Route.useRouteContext();
    return <CertificateListPage user={user} />;
  },
});
