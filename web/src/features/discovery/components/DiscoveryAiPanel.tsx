import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, makeStyles, Spinner, Subtitle2, Text, Textarea, tokens } from '@fluentui/react-components';
import { BotSparkleRegular, CopyRegular, SearchSparkleRegular, TextBulletListSquareSparkleRegular } from '@fluentui/react-icons';
import type { AiJudgement, AiSearchStrings, AiVerdict, DiscoveryRequestView } from '@pm/contracts';
import { errorMessageFor } from '../../../lib/errorMessages.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useDiscoveryAiStatus } from '../api/discoveryAiStatusQuery.ts';
import { useGenerateSearchStrings } from '../api/generateSearchStrings.ts';
import { useJudgeCandidateWithAi } from '../api/judgeCandidateWithAi.ts';
import { aiPromptText } from '../utils/aiPrompt.ts';

type Candidate = DiscoveryRequestView['candidates'][number];

const VERDICT_LABELS: Record<AiVerdict, MessageDescriptor> = {
  SAME: msg`Same product`,
  SIMILAR: msg`Similar product`,
  NOT_SAME: msg`Not the same product`,
};

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingTop: tokens.spacingVerticalS, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  result: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  prompt: { width: '100%' },
});

export interface DiscoveryAiPanelProps {
  companyId: string;
  request: DiscoveryRequestView;
  /** The candidate shown; null when the request has none to rate. */
  candidate: Candidate | null;
  /** Maintainers and admins: the actions that ask the AI service (each call costs the operator). */
  canUse: boolean;
}

/**
 * The AI comparison of a request (spec §7): re-run the shown candidate with AI, generate search
 * strings, generate a prompt to copy. The first two need an AI service on the server; without one
 * the panel says so instead of offering them. The prompt needs none.
 */
export function DiscoveryAiPanel({ companyId, request, candidate, canUse }: DiscoveryAiPanelProps) {
  const { t, i18n } = useLingui();
  const styles = useStyles();
  const notify = useNotify();
  const status = useDiscoveryAiStatus(companyId);
  const judge = useJudgeCandidateWithAi(companyId);
  const strings = useGenerateSearchStrings(companyId);
  const [judgement, setJudgement] = useState<AiJudgement | null>(null);
  const [searchStrings, setSearchStrings] = useState<{ requestId: string; result: AiSearchStrings } | null>(null);
  const [promptOpen, setPromptOpen] = useState(false);

  const available = status.data?.available === true;
  const shownJudgement = judgement && candidate && judgement.candidateId === candidate.candidateId ? judgement : null;
  const shownStrings = searchStrings?.requestId === request.requestId ? searchStrings.result : null;
  const prompt = aiPromptText(request, candidate, i18n);

  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      notify.success(t`Copied to the clipboard.`);
    } catch {
      notify.error(t`The text could not be copied to the clipboard. Please select it and copy it by hand.`);
    }
  };

  const rerun = () => {
    if (!candidate) return;
    judge.mutate({ requestId: request.requestId, candidateId: candidate.candidateId }, { onSuccess: setJudgement, onError: (error) => notify.error(t(errorMessageFor(error))) });
  };
  const generate = () => {
    strings.mutate({ requestId: request.requestId }, { onSuccess: (result) => setSearchStrings({ requestId: request.requestId, result }), onError: (error) => notify.error(t(errorMessageFor(error))) });
  };

  return (
    <section className={styles.panel} aria-label={t`AI comparison`}>
      <Subtitle2 as="h3">{t`AI comparison`}</Subtitle2>
      {canUse && status.data && !available && <Text className={styles.muted}>{t`Re-running with AI and generating search strings are not available: this installation has no AI service configured. You can still generate a prompt to use with an AI of your own.`}</Text>}
      <div className={styles.actions}>
        {canUse && available && candidate && (
          <Button icon={judge.isPending ? <Spinner size="tiny" /> : <BotSparkleRegular />} disabled={judge.isPending} onClick={rerun}>
            {t`Re-run with AI`}
          </Button>
        )}
        {canUse && available && (
          <Button icon={strings.isPending ? <Spinner size="tiny" /> : <SearchSparkleRegular />} disabled={strings.isPending} onClick={generate}>
            {t`Generate search strings`}
          </Button>
        )}
        <Button icon={<TextBulletListSquareSparkleRegular />} aria-expanded={promptOpen} onClick={() => setPromptOpen((open) => !open)}>
          {promptOpen ? t`Hide AI prompt` : t`Generate AI prompt`}
        </Button>
      </div>
      {shownJudgement && (
        <div className={styles.result} role="status">
          <Text weight="semibold">{t`AI verdict:`}</Text>
          <Badge appearance="tint" color={shownJudgement.verdict === 'SAME' ? 'success' : shownJudgement.verdict === 'SIMILAR' ? 'warning' : 'danger'}>
            {t(VERDICT_LABELS[shownJudgement.verdict])}
          </Badge>
          <Text>{shownJudgement.reason}</Text>
          <Text className={styles.muted}>{t`Model: ${shownJudgement.model}. Advice only — your decision counts.`}</Text>
        </div>
      )}
      {shownStrings && (
        <div>
          <Text weight="semibold">{t`Search strings for ${request.sourceName}`}</Text>
          <ul className={styles.list} aria-label={t`Search strings for ${request.sourceName}`}>
            {shownStrings.searchStrings.map((text) => (
              <li key={text} className={styles.item}>
                <Text font="monospace">{text}</Text>
                <Button size="small" appearance="subtle" icon={<CopyRegular />} aria-label={t`Copy “${text}”`} onClick={() => void copy(text)} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {promptOpen && (
        <>
          <Textarea className={styles.prompt} aria-label={t`AI prompt`} value={prompt} readOnly resize="vertical" rows={10} />
          <div className={styles.actions}>
            <Button icon={<CopyRegular />} onClick={() => void copy(prompt)}>
              {t`Copy prompt`}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
