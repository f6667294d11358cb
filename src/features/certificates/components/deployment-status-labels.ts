// A certificate's deployment state at each CDN provider, in the user's language; a state the portal does not
// know is shown as the server sent it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiData } from '@/api/call';

type DeploymentStatus = ApiData<'getCertificateProviderDetails'>[number]['status'];

const deploymentStatusLabels: Record<DeploymentStatus, MessageDescriptor> = {
  deployed: msg`Deployed`,
  deploying: msg`Deploying`,
  failed: msg`Deployment failed`,
};

export function deploymentStatusLabel(status: string): MessageDescriptor {
  return Object.hasOwn(deploymentStatusLabels, status)
    ? deploymentStatusLabels[status as DeploymentStatus]
    : { id: status, message: status };
}
