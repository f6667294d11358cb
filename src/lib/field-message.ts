// How a form schema names its messages: the id of a Lingui message descriptor, which the form adapter
// (src/components/form/zod-resolver.ts) translates when it shows the error.
import type { MessageDescriptor } from '@lingui/core';

export const fieldMessage = (descriptor: MessageDescriptor) => descriptor.id;
