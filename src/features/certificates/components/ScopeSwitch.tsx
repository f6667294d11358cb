// Current account / sub accounts / all accounts, each shown only with its permission.
import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { JoinedButtonGroup } from '@/components/pickers/JoinedButtonGroup';
import { ALL_ACCOUNTS, CURRENT_ACCOUNT, SUB_ACCOUNTS, type CertificateScope } from '@/api/certificate-scopes';

export function ScopeSwitch(props: {
  scopes: CertificateScope[];
  value: CertificateScope;
  onChange(scope: CertificateScope): void;
}) {
  const { t } = useLingui();
  const labels = new Map<CertificateScope, string>([
    [CURRENT_ACCOUNT, t`Current account`],
    [SUB_ACCOUNTS, t`Sub accounts`],
    [ALL_ACCOUNTS, t`All accounts`],
  ]);
  if (props.scopes.length < 2) return null;
  return (
    <JoinedButtonGroup aria-label={t`Scope`}>
      {props.scopes.map((scope) => (
        <Button
          key={scope}
          size="sm"
          variant={scope === props.value ? 'solid' : 'outline'}
          aria-pressed={scope === props.value}
          onClick={() => props.onChange(scope)}
        >
          {labels.get(scope)}
        </Button>
      ))}
    </JoinedButtonGroup>
  );
}
