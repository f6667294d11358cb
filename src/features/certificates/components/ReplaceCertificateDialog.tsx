// Replace, from the certificates at risk: the upload form, prefilled from the old certificate's details (its
// name and the domains it serves), which the new certificate is bound to once uploaded.
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '@/api/error-messages';
import type { SessionUser } from '@/api/session';
import { InfoDialog } from '@/components/InfoDialog';
import { certificateDetailsQuery } from '../api/certificate-queries';
import type { CertificateScope } from '@/api/certificate-scopes';
import { CertificateFormDialog } from './CertificateFormDialog';

interface Props {
  user: SessionUser;
  scope: CertificateScope;
  id: number;
  /** The old certificate's account, when the list shows it; else the signed-in account. */
  account?: string;
  onClose(): void;
}

export function ReplaceCertificateDialog({ user, scope, id, account = user.account, onClose }: Props) {
  const { t, i18n } = useLingui();
  const details = useQuery(certificateDetailsQuery(id));
  if (details.isError) {
    return (
      <InfoDialog title={t`The certificate to replace could not be read`} onClose={onClose}>
        <Text role="alert">{describeError(i18n, details.error)}</Text>
      </InfoDialog>
    );
  }
  if (!details.data) return null;
  const { name, domains } = details.data;
  return (
    <CertificateFormDialog user={user} scope={scope} replacing={{ id, name, account, domains }} onClose={onClose} />
  );
}
