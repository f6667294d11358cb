// The pie (BT) and top (TB) forms of the hit-rate and status-code calls (001 §5: "/api/es/hitRate (also /BT)",
// "/api/es/statusCode (also TB and BT)"). They exist for the onLine and offLine families only (the newer
// /offline/* family has none) and each answers its family's whole shape, typed here as the online call's.
import { apiQueryOptions } from '@/api/query';
import { OFFLINE_FORMS, ONLINE_FORMS, type AnalysisForm } from '../rules/analysis-calls';
import type { AnalysisFilter, AnalysisSource } from '../rules/analysis-filter';

/** Each source's table of forms (rules/analysis-calls.ts). */
const FORMS = { online: ONLINE_FORMS, offline: OFFLINE_FORMS } as const;

/** The sources whose family has the pie and top forms. */
export type FormSource = keyof typeof FORMS;

export const hasForms = (source: AnalysisSource): source is FormSource => source !== 'newOffline';

type FormOptions<F extends AnalysisForm> = ReturnType<typeof apiQueryOptions<(typeof ONLINE_FORMS)[F]>>;
type FormCall<F extends AnalysisForm> = (typeof FORMS)[FormSource][F];

/** One line a form, with its two calls as a union: a call whose body or answer drifts is a type error here. */
const QUERIES: { [F in AnalysisForm]: (id: FormCall<F>, filter: AnalysisFilter) => FormOptions<F> } = {
  hitRatePie: (id, filter) => apiQueryOptions(id, { body: filter }),
  statusCodePie: (id, filter) => apiQueryOptions(id, { body: filter }),
  statusCodeTop: (id, filter) => apiQueryOptions(id, { body: filter }),
};

/** The query of one form, from the call that answers the source. */
export function formQuery<F extends AnalysisForm>(form: F, source: FormSource, filter: AnalysisFilter): FormOptions<F> {
  const query: (id: FormCall<F>, filter: AnalysisFilter) => FormOptions<F> = QUERIES[form];
  return query(FORMS[source][form] as FormCall<F>, filter);
}
