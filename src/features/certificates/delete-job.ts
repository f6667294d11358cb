// A certificate deletion is a long job: once the server accepts it, the header's task tray follows it (the same
// polled call as the row's progress, so one request serves both) until the certificate is gone or refused.
import { msg } from '@lingui/core/macro';
import { backgroundJobs, type JobWatch } from '@/components/jobs/background-jobs';
import { deletingStatusQuery, DELETING_POLL_MS } from './api/certificate-queries';
import { deletionOutcome } from './rules/lifecycle';
import type { CertificateListSearch } from './search';
import type { CertificateRow } from './types';

/** The deleting status of a certificate, polled until it says the deletion ended (made again after a reload). */
export function deletionWatch(id: number): JobWatch {
  const status = deletingStatusQuery(id);
  return {
    queryKey: status.queryKey,
    queryFn: status.queryFn as JobWatch['queryFn'],
    outcome: (data) => deletionOutcome((data as { operationStatus: number }).operationStatus),
    intervalMs: DELETING_POLL_MS,
  };
}

export function followDeletion(row: Pick<CertificateRow, 'id' | 'name'>, scope: CertificateListSearch['scope']) {
  backgroundJobs.start({
    id: `certificate-delete-${row.id}`,
    title: msg`Certificate deletion`,
    subject: row.name,
    link: { to: '/page/certificateUpload', search: { scope } },
    watch: deletionWatch(row.id),
    resume: { kind: 'certificateDeletion', args: row.id },
  });
}
