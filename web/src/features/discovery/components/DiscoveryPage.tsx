import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, SearchRegular } from '@fluentui/react-icons';
import { acceptedAs, DISCOVERY_STATUSES, SAME_PROBABILITY_THRESHOLDS, roleAllows, type DiscoveryRequestView, type DiscoveryStatus, type Profile } from '@pm/contracts';
import { AreaSpinner } from '../../../components/FullScreenSpinner.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLayout } from '../../../components/PageLayout.tsx';
import { ProfileGate } from '../../../components/ProfileGate.tsx';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDecideCandidate } from '../api/decideCandidate.ts';
import { useDiscoveryRequests } from '../api/discoveryRequestsQuery.ts';
import { refetchDiscovery } from '../api/refetchDiscovery.ts';
import { useStartDiscovery, type StartDiscoveryInput } from '../api/startDiscovery.ts';
import { DEFAULT_DISCOVERY_FILTER, type DiscoveryFilter } from '../utils/discoveryFilter.ts';
import { DISCOVERY_STATUS_LABELS, JOB_REASON_LABELS, JOB_STATUS_LABELS, REQUEST_TYPE_LABELS, SEARCH_METHOD_LABELS } from '../utils/discoveryLabels.ts';
import { CandidateReview } from './CandidateReview.tsx';
import { DiscoveryAiPanel } from './DiscoveryAiPanel.tsx';
import { DeclineDialog } from './DeclineDialog.tsx';
import { StartDiscoveryDialog } from './StartDiscoveryDialog.tsx';
import { firstLoadFailed } from '../../../lib/queryView.ts';
import { RefreshFailed } from '../../../components/RefreshFailed.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  request: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** `/discovery`: the company's discovery requests, one at a time, each candidate beside the product. */
export function DiscoveryPage() {
  return <ProfileGate>{(profile) => <Discovery profile={profile} />}</ProfileGate>;
}

function Discovery({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const companyId = profile.company.id;
  const canDecide = roleAllows(profile.role, profile.isAdmin, 'data.edit');
  const [filter, setFilter] = useState<DiscoveryFilter>(DEFAULT_DISCOVERY_FILTER);
  const [candidateIndex, setCandidateIndex] = useState(0);
  const [startOpen, setStartOpen] = useState(false);
  const [startKey, setStartKey] = useState(0);
  const [declineOpen, setDeclineOpen] = useState(false);
  const [declineKey, setDeclineKey] = useState(0);
  const requests = useDiscoveryRequests(companyId, filter);
  const start = useStartDiscovery(companyId);
  const decide = useDecideCandidate(companyId);

  const changeFilter = (next: Partial<DiscoveryFilter>) => {
    setFilter((current) => ({ ...current, page: 0, ...next }));
    setCandidateIndex(0);
  };

  const request: DiscoveryRequestView | undefined = requests.data?.items[0];
  const candidate = request?.candidates[Math.min(candidateIndex, Math.max(0, (request?.candidates.length ?? 1) - 1))];

  const afterDecision = useCallback(
    async (position: string, text: string) => {
      notify.success(text);
      setCandidateIndex(0);
      await refetchDiscovery(queryClient, companyId, filter, position);
    },
    [notify, queryClient, companyId, filter],
  );

  const accept = useCallback(() => {
    if (!request || !candidate || decide.isPending) return;
    decide.mutate(
      { kind: 'accept', requestId: request.requestId, candidateId: candidate.candidateId },
      {
        onSuccess: (result) =>
          void afterDecision(
            result.position,
            acceptedAs(request.requestType, candidate) === 'COMPARISON_PRODUCT'
              ? t`Accepted: the page was added to the product as a comparison product and its first scrape requested.`
              : t`Accepted: the URL was added to the product and its first scrape requested.`,
          ),
        onError: (error) => notify.error(t(errorMessageFor(error))),
      },
    );
  }, [request, candidate, decide, afterDecision, notify, t]);

  const openDecline = useCallback(() => {
    decide.reset();
    setDeclineKey((key) => key + 1);
    setDeclineOpen(true);
  }, [decide]);

  const closeObsolete = () => {
    if (!request) return;
    decide.mutate(
      { kind: 'close', requestId: request.requestId },
      { onSuccess: (result) => void afterDecision(result.position, t`The request was closed as obsolete.`), onError: (error) => notify.error(t(errorMessageFor(error))) },
    );
  };

  const startDiscovery = (input: StartDiscoveryInput) => {
    start.mutate(input, {
      onSuccess: async (result) => {
        setStartOpen(false);
        notify.success(result.count === 0 ? t`No product needs a search there: every product has a URL or an open request at this source.` : t`Discovery started for ${i18n.number(result.count)} product(s).`);
        await refetchDiscovery(queryClient, companyId, filter, result.position);
      },
    });
  };

  let content;
  if (requests.isPending) {
    content = <AreaSpinner />;
  } else if (firstLoadFailed(requests)) {
    content = <LoadError what={t`The discovery requests could not be loaded.`} error={requests.error} onRetry={() => void requests.refetch()} />;
  } else if (!request) {
    content = <Text className={styles.muted}>{filter.status === 'OPEN' ? t`No candidates to rate. Start discovery for a product or for all products at a shop; searches in progress show under "Searching".` : t`No discovery requests with this status.`}</Text>;
  } else {
    const total = requests.data.total;
    const position = filter.page + 1;
    content = (
      <section className={styles.request} aria-label={t`Discovery request`}>
        <div className={styles.pager}>
          <Button icon={<ChevronLeftRegular />} disabled={filter.page === 0} onClick={() => changeFilter({ page: filter.page - 1 })} aria-label={t`Previous request`} />
          <Text>{t`Request ${i18n.number(position)} of ${i18n.number(total)}`}</Text>
          <Button icon={<ChevronRightRegular />} disabled={position >= total} onClick={() => changeFilter({ page: filter.page + 1 })} aria-label={t`Next request`} />
        </div>
        <div className={styles.meta}>
          <Badge appearance="tint">{t(REQUEST_TYPE_LABELS[request.requestType])}</Badge>
          <Badge appearance="outline">{t(DISCOVERY_STATUS_LABELS[request.status])}</Badge>
          <Text>{t`Search: ${t(SEARCH_METHOD_LABELS[request.method])} – ${t(JOB_STATUS_LABELS[request.jobStatus])}`}</Text>
          {request.jobReason && <Text className={styles.muted}>{t(JOB_REASON_LABELS[request.jobReason])}</Text>}
        </div>
        {candidate ? (
          <>
            {request.candidates.length > 1 && (
              <div className={styles.pager}>
                <Button icon={<ChevronLeftRegular />} disabled={candidateIndex === 0} onClick={() => setCandidateIndex((i) => i - 1)} aria-label={t`Previous candidate`} />
                <Text>{t`Candidate ${i18n.number(candidateIndex + 1)} of ${i18n.number(request.candidates.length)}`}</Text>
                <Button icon={<ChevronRightRegular />} disabled={candidateIndex + 1 >= request.candidates.length} onClick={() => setCandidateIndex((i) => i + 1)} aria-label={t`Next candidate`} />
              </div>
            )}
            <CandidateReview request={request} candidate={candidate} canDecide={canDecide} busy={decide.isPending} shortcutsPaused={declineOpen || startOpen} threshold={filter.threshold} onAccept={accept} onDecline={openDecline} />
          </>
        ) : (
          <Text className={styles.muted}>{request.status === 'DRAFT' ? t`The search is still running or found nothing to rate yet.` : t`This request has no candidates.`}</Text>
        )}
        <DiscoveryAiPanel companyId={companyId} request={request} candidate={candidate ?? null} canUse={canDecide} />
        {canDecide && (request.status === 'DRAFT' || request.status === 'OPEN') && (
          <div>
            <Button appearance="subtle" disabled={decide.isPending} onClick={closeObsolete}>
              {t`Close as obsolete`}
            </Button>
          </div>
        )}
      </section>
    );
  }

  return (
    <PageLayout
      title={t`Product discovery`}
      intro={t`Candidates for your products at shops and comparison sites, found by searching and scored by the matcher. Accept a candidate to monitor its price, or decline it with a reason.`}
      actions={
        canDecide ? (
          <Button
            appearance="primary"
            icon={<SearchRegular />}
            onClick={() => {
              start.reset();
              setStartKey((key) => key + 1);
              setStartOpen(true);
            }}
          >
            {t`Start discovery`}
          </Button>
        ) : undefined
      }
    >
      <div className={styles.filters}>
        <Field label={t`Status`}>
          <Select value={filter.status} onChange={(_event, data) => changeFilter({ status: data.value as DiscoveryStatus })}>
            {DISCOVERY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(DISCOVERY_STATUS_LABELS[status])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`SAME probability at least`}>
          <Select value={filter.threshold === null ? '' : String(filter.threshold)} onChange={(_event, data) => changeFilter({ threshold: data.value === '' ? null : Number(data.value) })}>
            <option value="">{t`Any`}</option>
            {SAME_PROBABILITY_THRESHOLDS.map((threshold) => (
              <option key={threshold} value={String(threshold)}>
                {new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(threshold / 100)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <RefreshFailed query={requests} />
      {content}
      <StartDiscoveryDialog
        key={`start-${startKey}`}
        companyId={companyId}
        open={startOpen}
        busy={start.isPending}
        error={start.error ? t(errorMessageFor(start.error)) : null}
        onStart={startDiscovery}
        onClose={() => setStartOpen(false)}
      />
      <DeclineDialog
        key={`decline-${declineKey}`}
        open={declineOpen}
        busy={decide.isPending}
        error={decide.error ? t(errorMessageFor(decide.error)) : null}
        onClose={() => setDeclineOpen(false)}
        onDecline={(reason, note) => {
          if (!request || !candidate) return;
          decide.mutate(
            { kind: 'decline', requestId: request.requestId, candidateId: candidate.candidateId, reason, note },
            {
              onSuccess: (result) => {
                setDeclineOpen(false);
                void afterDecision(result.position, t`Candidate declined.`);
              },
            },
          );
        }}
      />
    </PageLayout>
  );
}
