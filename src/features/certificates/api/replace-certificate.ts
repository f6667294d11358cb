// Replace a certificate: upload the new one, find the id the upload gave it (the add call answers none) in
// its account's list, and bind it to the old one's domains. A refused binding keeps the uploaded certificate:
// trying again only binds, since a second upload of the same name would be refused.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiBody } from '@/api/call';
import { ApiError } from '@/api/api-error';
import { apiQueryOptions } from '@/api/query';
import { uploadedCertificate, type ReplaceTarget } from '../rules/replacement';
import { useAddCertificate, useBindDomains } from './certificate-mutations';

type Upload = ApiBody<'addCertificate'>;

export function useReplaceCertificate(target: ReplaceTarget) {
  const queryClient = useQueryClient();
  const add = useAddCertificate();
  const bind = useBindDomains();
  const uploaded = useRef<number | undefined>(undefined);
  const replace = useMutation({
    meta: { errorToast: false },
    mutationFn: async (upload: Upload) => {
      if (uploaded.current === undefined) {
        await add.mutateAsync({ body: upload });
        const rows = await queryClient.fetchQuery({
          ...apiQueryOptions('listCertificatesByAccount', { params: { query: { account: upload.account } } }),
          staleTime: 0,
        });
        uploaded.current = uploadedCertificate(rows ?? [], upload.name);
        if (uploaded.current === undefined) throw new ApiError('invalidResponse', 'listCertificatesByAccount');
      }
      await bind.mutateAsync({ body: { certId: uploaded.current, domains: [...target.domains] } });
    },
  });
  /** The name the new certificate was uploaded under, once it is: the name check lets it be sent again. */
  return { ...replace, uploadedName: add.isSuccess ? add.variables.body.name : undefined };
}
