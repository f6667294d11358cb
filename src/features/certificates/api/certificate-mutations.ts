// Writes of the certificate area: each invalidates what the contract's x-invalidates names and declares the
// specification's success message (translated when shown). Dialogs show a refusal themselves (errorToast false).
import { msg } from '@lingui/core/macro';
import { useApiDownload, useApiMutation } from '@/api/query';
import { saveBlob } from '@/components/save-blob';

export const useAddCertificate = () =>
  useApiMutation('addCertificate', { meta: { errorToast: false, success: msg`upload successful` } });

export const useUpdateCertificate = () =>
  useApiMutation('updateCertificate', { meta: { errorToast: false, success: msg`Saved successfully` } });

export const useDeleteCertificate = () =>
  useApiMutation('deleteCertificate', { meta: { success: msg`Deletion started` } });

export const useClearCertificate = () => useApiMutation('clearCertificate', { meta: { success: msg`Cleared` } });

export const useBindDomains = () =>
  useApiMutation('bindCertificateDomains', { meta: { errorToast: false, success: msg`Binding succeeded` } });

/** Saves the certificate file under the server's name, or the certificate's. */
export const useDownloadCertificate = () =>
  useApiDownload(
    'downloadCertificate',
    ({ id }: { id: number; name: string }) => ({ params: { path: { id } } }),
    (file, { name }) => saveBlob(file.blob, file.fileName ?? `${name}.pem`),
    { meta: { success: msg`Download started` } },
  );
