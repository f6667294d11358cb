// The wizard's progress (which step, of five) with a way back, and the current step's fields.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { STEPS, type Step } from '@/features/domains/rules/domain-form';
import { AdvancedStep } from './AdvancedStep';
import { BasicStep } from './BasicStep';
import { CacheStep } from './CacheStep';
import { OriginStep } from './OriginStep';
import { PreviewStep } from './PreviewStep';
import type { StepProps } from './step-props';

export function StepBody({ step, onBack, ...props }: StepProps & { step: Step; onBack(): void }) {
  const { t } = useLingui();
  const titles: Record<Step, string> = {
    basic: t`Basic`,
    origin: t`Origin`,
    cache: t`Cache`,
    advanced: t`Advanced`,
    preview: t`Preview`,
  };
  const index = STEPS.indexOf(step);
  const Body = { basic: BasicStep, origin: OriginStep, cache: CacheStep, advanced: AdvancedStep, preview: PreviewStep }[
    step
  ];
  return (
    <>
      {/* The steps wrap onto a second line before they push Previous off a phone's screen (in English). */}
      <HStack justify="space-between" align="start" gap="2">
        <HStack as="ol" columnGap="3" rowGap="1" flexWrap="wrap" aria-label={t`Steps`} listStyleType="none">
          {STEPS.map((s, i) => (
            <Text
              as="li"
              key={s}
              fontWeight={i === index ? 'bold' : 'normal'}
              color={i === index ? 'blue.fg' : 'fg.muted'}
              aria-current={i === index ? 'step' : undefined}
            >
              {i + 1}. {titles[s]}
            </Text>
          ))}
        </HStack>
        {index > 0 && (
          <Button size="sm" variant="outline" flexShrink="0" onClick={onBack}>
            {t`Previous`}
          </Button>
        )}
      </HStack>
      <Body {...props} />
    </>
  );
}
