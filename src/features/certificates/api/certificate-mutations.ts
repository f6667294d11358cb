// Mutation hooks of the certificate area. Each invalidates what the contract's x-invalidates names
// (useApiMutation); messages shown on success are the specification's.
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { downloadApi } from '../../../api/call';
import { useApiMutation } from '../../../api/query';
import { saveBlob } from '../../../components/save-blob';

/** The dialog shows a refusal itself and keeps what was typed. */
export const useAddCertificate = () => {
  const { t } = useLingui();
  return useApiMutation('addCertificate', { meta: { errorToast: false, successMessage: t`upload successful` } });
};

export const useUpdateCertificate = () => {
  const { t } = useLingui();
  return useApiMutation('updateCertificate', { meta: { errorToast: false, successMessage: t`Saved successfully` } });
};

export const useDeleteCertificate = () => {
  const { t } = useLingui();
  return useApiMutation('deleteCertificate', { meta: { successMessage: t`Deletion started` } });
};

export const useClearCertificate = () => {
  const { t } = useLingui();
  return useApiMutation('clearCertificate', { meta: { successMessage: t`Cleared` } });
};

export const useBindDomains = () => {
  const { t } = useLingui();
  return useApiMutation('bindCertificateDomains', {
    meta: { errorToast: false, successMessage: t`Binding succeeded` },
  });
};

/** Downloads the certificate file (octet-stream) and saves it under the server's name or the certificate's. */
export function useDownloadCertificate() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) => {
      const file = await downloadApi('downloadCertificate', { params: { path: { id } } });
      saveBlob(file.blob, file.fileName ?? `${name}.pem`);
    },
    meta: { successMessage: t`Download started` },
  });
}
