import { createFileRoute } from '@tanstack/react-router';
import { certificateDetailsQuery } from '../../../features/certificates/api/certificate-queries';
import { CertificateDetailsPage } from '../../../features/certificates/pages/CertificateDetailsPage';
import { certificateDetailsSearchSchema } from '../../../features/certificates/search';

export const Route = createFileRoute('/_app/page/certificateDetails')({
  validateSearch: certificateDetailsSearchSchema,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(certificateDetailsQuery(deps.id)),
  component: CertificateDetailsPage,
});
