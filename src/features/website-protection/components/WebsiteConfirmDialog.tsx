// Enabling, disabling or checking a website is a deliberate change of what the gateway lets through: the
// dialog names the website and says what will happen before anything is sent.
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useCheckWebsite, useDisableWebsite, useEnableWebsite } from '../api/website-mutations';
import type { Website } from '../types';

export type WebsiteChange = 'enable' | 'disable' | 'check';

export function WebsiteConfirmDialog({
  change,
  website,
  onClose,
}: {
  change: WebsiteChange;
  website: Website;
  onClose(): void;
}) {
  const { t } = useLingui();
  const enable = useEnableWebsite();
  const disable = useDisableWebsite();
  const check = useCheckWebsite();
  const mutation = { enable, disable, check }[change];
  const { domain } = website;
  const texts = {
    enable: {
      title: t`Enable ${domain}?`,
      body: t`The gateway will protect ${domain} again: its policies and rules apply to every request once the configuration is applied.`,
      label: t`Enable`,
    },
    disable: {
      title: t`Disable ${domain}?`,
      body: t`The gateway will stop protecting ${domain}: no policy or rule is applied to its traffic until it is enabled again.`,
      label: t`Disable`,
    },
    check: {
      title: t`Check ${domain}?`,
      body: t`The server checks that ${domain} resolves to ${website.cname} and that its origin ports answer. Ports in error are listed under Port errors.`,
      label: t`Check`,
    },
  }[change];
  return (
    <ConfirmDialog
      open
      title={texts.title}
      body={<Text>{texts.body}</Text>}
      confirmLabel={texts.label}
      pending={mutation.isPending}
      onClose={onClose}
      onConfirm={() => mutation.mutate({ body: { id: website.id } }, { onSuccess: onClose })}
    />
  );
}
