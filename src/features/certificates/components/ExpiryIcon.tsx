// The expiry warning of a row: orange within 30 days, red once expired.
import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { expiryLevel } from '../rules/expiry';

export function ExpiryIcon({ validity }: { validity: number }) {
  const { t } = useLingui();
  const level = expiryLevel(validity);
  if (level === 'ok') return null;
  const label =
    level === 'expired' ? t`The certificate has expired, please update it in time` : t`Will expire soon, please update`;
  return (
    <Box
      as="span"
      role="img"
      aria-label={label}
      title={label}
      color={level === 'expired' ? 'red.fg' : 'orange.fg'}
      fontSize="lg"
    >
      ⚠
    </Box>
  );
}
