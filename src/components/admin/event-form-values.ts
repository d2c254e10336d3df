import type { AdminEvent, AdminEventBody } from '@/schemas/admin';
import type { EventKind, EventType } from '@/schemas/event-rules';
import { fromSeoulInput, toSeoulInput } from '../console-kit/seoul-time';

export type QuestionFormValues = {
  kind: 'single' | 'multiple' | 'text';
  required: boolean;
  labelKo: string;
  labelEn: string;
  options: { value: string; ko: string; en: string }[];
  maxLength: string;
};

/** The event form's values: dates as Seoul `datetime-local` strings, the rest as the API names them. */
export type EventFormValues = {
  type: EventType;
  kind: EventKind;
  visibility: 'PUBLIC' | 'PRIVATE';
  audience: 'members' | 'normal' | 'company';
  titleKo: string;
  titleEn: string;
  summaryKo: string;
  summaryEn: string;
  bodyKo: string;
  bodyEn: string;
  placeKo: string;
  placeEn: string;
  /** Minutes as typed; empty: as long as its slot. */
  activityMinutes: string;
  /** The edition it is a programme of; empty: none. */
  editionId: string;
  thumbnail: string;
  startsAt: string;
  endsAt: string;
  applyOpensAt: string;
  applyClosesAt: string;
  published: boolean;
  questions: QuestionFormValues[];
};

export const BILINGUAL_FIELDS = ['title', 'summary', 'body', 'place'] as const;

export const emptyQuestion = (): QuestionFormValues => ({
  kind: 'single',
  required: true,
  labelKo: '',
  labelEn: '',
  options: [
    { value: 'a', ko: '', en: '' },
    { value: 'b', ko: '', en: '' },
  ],
  maxLength: '',
});

export function emptyEvent(): EventFormValues {
  return {
    type: 'application',
    kind: 'docent',
    visibility: 'PUBLIC',
    audience: 'members',
    titleKo: '',
    titleEn: '',
    summaryKo: '',
    summaryEn: '',
    bodyKo: '',
    bodyEn: '',
    placeKo: '',
    placeEn: '',
    activityMinutes: '',
    editionId: '',
    thumbnail: '',
    startsAt: '',
    endsAt: '',
    applyOpensAt: '',
    applyClosesAt: '',
    published: false,
    questions: [],
  };
}

/** An event as the form edits it. */
export function eventToForm(event: AdminEvent): EventFormValues {
  return {
    type: event.type,
    kind: event.kind,
    visibility: event.visibility,
    audience: event.audience,
    titleKo: event.titleKo,
    titleEn: event.titleEn,
    summaryKo: event.summaryKo,
    summaryEn: event.summaryEn,
    bodyKo: event.bodyKo,
    bodyEn: event.bodyEn,
    placeKo: event.placeKo,
    placeEn: event.placeEn,
    activityMinutes: event.activityMinutes === null ? '' : String(event.activityMinutes),
    editionId: event.editionId ?? '',
    thumbnail: event.thumbnail ?? '',
    startsAt: toSeoulInput(event.startsAt),
    endsAt: toSeoulInput(event.endsAt),
    applyOpensAt: toSeoulInput(event.applyOpensAt),
    applyClosesAt: toSeoulInput(event.applyClosesAt),
    published: event.published,
    questions: event.questions.map((q) => ({
      kind: q.kind,
      required: q.required,
      labelKo: q.labelKo,
      labelEn: q.labelEn,
      options: q.options.map((o) => ({ value: o.value, ko: o.ko, en: o.en })),
      maxLength: q.maxLength === null ? '' : String(q.maxLength),
    })),
  };
}

/** The form's values as the API body (a required date left empty stays empty, so the schema names it). */
export function toEventBody(v: EventFormValues): AdminEventBody {
  return {
    type: v.type,
    kind: v.kind,
    visibility: v.visibility,
    audience: v.audience,
    titleKo: v.titleKo,
    titleEn: v.titleEn,
    summaryKo: v.summaryKo,
    summaryEn: v.summaryEn,
    bodyKo: v.bodyKo,
    bodyEn: v.bodyEn,
    placeKo: v.placeKo,
    placeEn: v.placeEn,
    // a number the schema checks (a typed "abc" stays NaN, and the schema names the field)
    activityMinutes: v.activityMinutes.trim() ? Number(v.activityMinutes.trim()) : null,
    editionId: v.editionId || null,
    thumbnail: v.thumbnail.trim() || null,
    startsAt: fromSeoulInput(v.startsAt) ?? '',
    endsAt: fromSeoulInput(v.endsAt) ?? '',
    applyOpensAt: fromSeoulInput(v.applyOpensAt),
    applyClosesAt: fromSeoulInput(v.applyClosesAt),
    published: v.published,
    questions:
      v.type === 'survey'
        ? v.questions.map((q) => ({
            kind: q.kind,
            required: q.required,
            labelKo: q.labelKo,
            labelEn: q.labelEn,
            options: q.kind === 'text' ? [] : q.options,
            maxLength: q.kind === 'text' && q.maxLength.trim() ? Number(q.maxLength) : null,
          }))
        : [],
  };
}

/**
 * What the form can truthfully say about its English side: `none` until some Korean is written (an empty
 * form is not "complete"), then the bilingual fields (and survey labels) written in Korean but not in English.
 */
export function englishStatus(
  v: Pick<EventFormValues, 'type' | 'questions' | `${(typeof BILINGUAL_FIELDS)[number]}${'Ko' | 'En'}`>,
):
  | { state: 'none' }
  | { state: 'complete' }
  | { state: 'missing'; fields: (typeof BILINGUAL_FIELDS)[number][]; questions: boolean } {
  const written = BILINGUAL_FIELDS.filter((f) => v[`${f}Ko`]?.trim());
  const survey = v.type === 'survey' ? v.questions.filter((q) => q.labelKo.trim()) : [];
  if (written.length === 0 && survey.length === 0) return { state: 'none' };
  const fields = written.filter((f) => !v[`${f}En`]?.trim());
  const questions = survey.some((q) => !q.labelEn.trim());
  return fields.length > 0 || questions ? { state: 'missing', fields, questions } : { state: 'complete' };
}

/** The notice shown after creating an event: what it still needs, by whether it is published and has slots. */
export function createdNoticeKey(event: Pick<AdminEvent, 'type' | 'published' | 'sessions'>) {
  const needsSlots = event.type === 'application' && event.sessions.length === 0;
  if (event.published) return needsSlots ? 'createdPublishedNoSlots' : 'createdPublished';
  return needsSlots ? 'created' : 'createdDraft';
}
