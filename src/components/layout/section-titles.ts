// Names of the sections in both languages, for the navigation (a screen's title lives with its route).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SectionId } from '@/api/screens';

export const sectionTitles: Record<SectionId, MessageDescriptor> = {
  cdn: msg`CDN`,
  dcdn: msg`Website protection`,
  ipP: msg`Protected IP`,
  CMonit: msg`Cloud monitoring`,
  page: msg`Account center`,
};
