// The push form of URL purge, directory purge and prefetch. Nothing typed is lost on a refusal: invalid
// lines stop the push and are listed; a refused push keeps its URLs; only accepted URLs leave the box. Lines
// still in the box are unsent: leaving the screen asks first.
import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useLeaveGuard } from '@/components/use-leave-guard';
import { MAX_URLS_PER_PUSH, parseUrlList, removeDuplicateLines, withoutSent, type PushKind } from '../rules/url-list';
import { usePushBatches } from '../usePushBatches';
import { BatchReports } from './BatchReports';
import { PurgeImpactPreview } from './PurgeImpactPreview';
import { UrlProblems } from './UrlProblems';

interface Props {
  kind: PushKind;
  account: string;
  /** false for a user who may view but not push. */
  canPush: boolean;
  /** Shows what the URLs carried before they are purged (for a user who may read the URL top). */
  impactPreview?: boolean;
}

export function UrlPushForm({ kind, account, canPush, impactPreview }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [empty, setEmpty] = useState(false);
  const list = useMemo(() => parseUrlList(text, kind), [text, kind]);
  const { push, reports, running, clearReports } = usePushBatches(kind, account);
  const leaveQuestion = useLeaveGuard(text.trim() !== '');
  const count = list.urls.length;
  const pushes = list.batches.length;
  // A directory purge counts directories, the others URLs, in the plural form of the count.
  const counted =
    kind === 'dir'
      ? t`${plural(count, { one: '# directory', other: '# directories' })}`
      : t`${plural(count, { one: '# URL', other: '# URLs' })}`;

  async function submit() {
    setAttempted(true);
    setEmpty(count === 0 && list.invalid.length === 0);
    if (list.invalid.length > 0 || count === 0) return;
    const accepted = await push(list.batches);
    // Everything accepted empties the box (repeats included); otherwise only the accepted URLs leave it.
    setText(accepted.length === count ? '' : withoutSent(text, accepted));
    if (accepted.length === count) setAttempted(false);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3">
        <Field.Root invalid={attempted && (list.invalid.length > 0 || empty)}>
          <Field.Label>{kind === 'dir' ? t`Directories` : t`URLs`}</Field.Label>
          <Textarea
            rows={12}
            fontFamily="mono"
            fontSize="sm"
            value={text}
            readOnly={!canPush || running}
            placeholder={
              kind === 'dir'
                ? 'https://www.example.com/static/\nhttps://www.example.com/images/'
                : 'https://www.example.com/index.html\nhttps://www.example.com/app.js'
            }
            onChange={(event) => {
              setText(event.target.value);
              setEmpty(false);
              // The last push's report described the lines as they were sent; new input makes it stale.
              if (!running) clearReports();
            }}
          />
          <Field.HelperText data-testid="url-count">
            {pushes > 1
              ? t`${counted}: more than ${MAX_URLS_PER_PUSH}, they will be sent as ${pushes} consecutive pushes`
              : counted}
          </Field.HelperText>
          {empty && (
            <Field.ErrorText>
              {kind === 'dir' ? t`Enter at least one directory` : t`Enter at least one URL`}
            </Field.ErrorText>
          )}
        </Field.Root>
        <UrlProblems
          list={list}
          showInvalid={attempted}
          onRemoveDuplicates={() => setText(removeDuplicateLines(text, list))}
        />
        {impactPreview && canPush && <PurgeImpactPreview kind={kind} urls={list.urls} account={account} />}
        {canPush ? (
          <HStack>
            <Button type="submit" colorPalette="blue" loading={running}>
              {pushes > 1 ? t`Push in ${pushes} batches` : t`Submit`}
            </Button>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">{t`You may view tasks but not push.`}</Text>
        )}
        <BatchReports reports={reports} />
      </Stack>
      {leaveQuestion}
    </form>
  );
}
