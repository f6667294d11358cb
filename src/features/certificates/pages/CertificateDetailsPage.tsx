// /page/certificateDetails: serial number, algorithm, issuer, DNS names and bound domains of one certificate;
// going back returns to the list page (and scope) it was opened from. A failed read keeps the heading and the
// way back, with the error and a retry where the details would be.
import { Badge, Button, DataList, Heading, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ApiData } from '@/api/call';
import { QueryFrame } from '@/components/query/QueryFrame';
import { certificateDetailsQuery, certificateProvidersQuery } from '../api/certificate-queries';
import { deploymentStatusLabel } from '../components/deployment-status-labels';

const route = getRouteApi('/_app/page/certificateDetails');

export function CertificateDetailsPage() {
  const { t } = useLingui();
  const { id, page, scope } = route.useSearch();
  const details = useQuery(certificateDetailsQuery(id));
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {details.data?.name ?? t`Certificate details`}
        </Heading>
        <Button asChild variant="outline" size="sm">
          <Link to="/page/certificateUpload" search={{ page, scope }}>
            {t`Back to the list`}
          </Link>
        </Button>
      </HStack>
      <QueryFrame query={details} loadingHeight="64">
        {(data) => <CertificateDetails id={id} details={data} />}
      </QueryFrame>
    </Stack>
  );
}

function CertificateDetails({ id, details }: { id: number; details: ApiData<'getCertificateDetails'> }) {
  const { t } = useLingui();
  // Provider deployment is secondary: its failure is said in its place and does not blank the page.
  const providers = useQuery(certificateProvidersQuery(id));
  const items: [string, string][] = [
    [t`Serial number`, details.serialNumber],
    [t`Algorithm`, details.algorithm],
    [t`Issuer organization`, details.issuerOrganization],
    [t`Issuer department`, details.issuerDepartment ?? '—'],
    [t`Issuer country`, details.issuerCountry ?? '—'],
    [t`Issued`, details.beforeDate ?? '—'],
    [t`Expires`, details.afterDate ?? '—'],
  ];
  return (
    <>
      {/* On a phone each label sits above its value, and long serials and fingerprints wrap. */}
      <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }}>
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue minW="0" overflowWrap="anywhere">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack gap="2">
        <Heading as="h2" size="sm">{t`DNS names`}</Heading>
        <Wrap data-testid="dns-names">
          {details.dnsNames.map((name) => (
            <Badge key={name}>{name}</Badge>
          ))}
        </Wrap>
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="sm">{t`Associated domains`}</Heading>
        {details.domains.length ? (
          <Wrap data-testid="bound-domains">
            {details.domains.map((domain) => (
              <Badge key={domain} colorPalette="blue">
                {domain}
              </Badge>
            ))}
          </Wrap>
        ) : (
          <Text color="fg.muted">{t`No domains are bound to this certificate`}</Text>
        )}
      </Stack>
      <QueryFrame
        query={providers}
        loadingHeight="16"
        errorTitle={t`The deployment to the providers could not be loaded`}
      >
        {(list) => list.length > 0 && <Deployment providers={list} />}
      </QueryFrame>
    </>
  );
}

function Deployment({ providers }: { providers: ApiData<'getCertificateProviderDetails'> }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">{t`Deployment`}</Heading>
      <Table.Root size="sm" maxW="2xl">
        <Table.Body>
          {providers.map((provider) => (
            <Table.Row key={provider.provider} data-testid={`deployment-${provider.provider}`}>
              <Table.Cell>{provider.providerName}</Table.Cell>
              <Table.Cell>{i18n._(deploymentStatusLabel(provider.status))}</Table.Cell>
              <Table.Cell>{provider.updateTime}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
