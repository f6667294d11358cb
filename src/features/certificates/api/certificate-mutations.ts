// Writes of the certificate area: each invalidates what the contract's x-invalidates names and declares the
// specification's success message (translated when shown). Dialogs show a refusal themselves (errorToast false).
import { msg } from '@lingui/core/macro';
import { useApiDownload, useApiMutation } from '@/api/query';

export const useAddCertificate = () =>
  useApiMutation('addCertificate', { meta: { errorToast: false, success: msg`upload successful` } });

export const useUpdateCertificate = () =>
  useApiMutation('updateCertificate', { meta: { errorToast: false, success: msg`Saved successfully` } });

export const useDeleteCertificate = () =>
  useApiMutation('deleteCertificate', { meta: { success: msg`Deletion started` } });

export const useClearCertificate = () => useApiMutation('clearCertificate', { meta: { success: msg`Cleared` } });

export const useBindDomains = () =>
  useApiMutation('bindCertificateDomains', { meta: { errorToast: false, success: msg`Binding succeeded` } });

/**
 * Saves the certificate file under the server's name, or the certificate's. The saver loads with the first
 * download, not with the list (the download waits for it, so its success message still follows the save).
 */
export const useDownloadCertificate = () =>
  useApiDownload(
    'downloadCertificate',
    ({ id }: { id: number; name: string }) => ({ params: { path: { id } } }),
    (file, { name }) =>
      import('@/components/save-blob').then(({ saveBlob }) => saveBlob(file.blob, file.fileName ?? `${name}.pem`)),
    { meta: { success: msg`Download started` } },
  );
