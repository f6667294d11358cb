import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { firstReadsLoader } from '@/api/preload-reads';
import { certificateDetailsReads } from '@/features/certificates/first-reads';
import { CertificateDetailsPage } from '@/features/certificates/pages/CertificateDetailsPage';
import { certificateDetailsSearchSchema } from '@/features/certificates/search';

export const Route = createFileRoute('/_app/page/certificateDetails')({
  staticData: {
    area: 'certificates',
    screen: { title: msg`Certificate details`, permission: { module: 'certificate' }, inMenu: false },
  },
  validateSearch: certificateDetailsSearchSchema,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: firstReadsLoader(certificateDetailsReads),
  component: CertificateDetailsPage,
});
