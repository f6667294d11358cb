// The contact list is answered whole; the search box narrows it in the browser by name, phone or email.
import type { MonitoringContact } from '../types';

export const CONTACT_PAGE_SIZE = 10;

export function filterContacts(contacts: readonly MonitoringContact[], text: string | undefined) {
  const wanted = text?.trim().toLowerCase();
  if (!wanted) return [...contacts];
  return contacts.filter((contact) =>
    [contact.name, contact.phone, contact.email].some((field) => field.toLowerCase().includes(wanted)),
  );
}

/** The channels a test message goes to: SMS and email always, WeChat when the contact has an id there. */
export const testChannels = (contact: MonitoringContact) =>
  contact.wechat?.trim() ? (['sms', 'email', 'wechat'] as const) : (['sms', 'email'] as const);
