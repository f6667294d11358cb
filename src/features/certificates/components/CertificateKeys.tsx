// The edit dialog's two keys, read-only (002 §2.2: the edit modal shows the public and the private key, which
// cannot be edited, §5.1). The lists never carry the private key, so the dialog reads the certificate's
// details when it opens; a server that keeps the key to itself answers none, and the dialog says so rather
// than showing an empty field.
import { Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FormField } from '@/components/form/FormField';
import { QueryFrame } from '@/components/query/QueryFrame';
import { certificateDetailsQuery } from '../api/certificate-queries';
import type { CertificateRow } from '../types';

function KeyText({ label, value }: { label: string; value: string }) {
  return (
    <FormField label={label} readOnly>
      <Textarea rows={3} fontFamily="mono" fontSize="xs" readOnly value={value} spellCheck={false} />
    </FormField>
  );
}

export function CertificateKeys({ certificate }: { certificate: Pick<CertificateRow, 'id' | 'publicKey'> }) {
  const { t } = useLingui();
  const details = useQuery(certificateDetailsQuery(certificate.id));
  return (
    <QueryFrame query={details} loadingHeight="40" errorTitle={t`The certificate's keys could not be loaded`}>
      {(data) => (
        <>
          <KeyText label={t`Public key (PEM certificate)`} value={data.publicKey ?? certificate.publicKey ?? ''} />
          {data.privateKey ? (
            <KeyText label={t`Private key`} value={data.privateKey} />
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="private-key-held">
              {t`Private key: held by the server, which does not send it back.`}
            </Text>
          )}
        </>
      )}
    </QueryFrame>
  );
}
