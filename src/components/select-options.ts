// The options of a select, as the kit's select field and select filter take them.
export interface SelectOption {
  value: string;
  label: string;
}
