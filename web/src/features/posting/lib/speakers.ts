// The speakers list of the posting and edit forms (spec §2): one main speaker at a time, the
// last speaker cannot be removed, and removal renumbers the order and makes the first speaker
// main when the main one went. Pure functions over the list, so the rules are tested alone.

export interface SpeakerValue {
  name: string;
  is_main_speaker: boolean;
  speaker_order: number;
}

/** renumber gives speakers their order from 1 as they stand. */
function renumber(speakers: SpeakerValue[]): SpeakerValue[] {
  return speakers.map((s, i) => ({ ...s, speaker_order: i + 1 }));
}

/** newSpeakers is the form's starting list: one empty main speaker (spec §9 default). */
export function newSpeakers(): SpeakerValue[] {
  return [{ name: '', is_main_speaker: true, speaker_order: 1 }];
}

/** addSpeaker appends an empty speaker who is not main. */
export function addSpeaker(speakers: SpeakerValue[]): SpeakerValue[] {
  return renumber([...speakers, { name: '', is_main_speaker: false, speaker_order: 0 }]);
}

/** canRemoveSpeaker: the last speaker stays. */
export function canRemoveSpeaker(speakers: SpeakerValue[]): boolean {
  return speakers.length > 1;
}

/**
 * removeSpeaker drops the speaker at index, renumbers the rest, and makes the first one main
 * when none is left; the last speaker is never removed.
 */
export function removeSpeaker(speakers: SpeakerValue[], index: number): SpeakerValue[] {
  if (!canRemoveSpeaker(speakers) || index < 0 || index >= speakers.length) return speakers;
  const rest = speakers.filter((_, i) => i !== index);
  const withMain = rest.some((s) => s.is_main_speaker)
    ? rest
    : rest.map((s, i) => ({ ...s, is_main_speaker: i === 0 }));
  return renumber(withMain);
}

/** setMainSpeaker makes the speaker at index the only main one. */
export function setMainSpeaker(speakers: SpeakerValue[], index: number): SpeakerValue[] {
  if (index < 0 || index >= speakers.length) return speakers;
  return speakers.map((s, i) => ({ ...s, is_main_speaker: i === index }));
}

/** renameSpeaker changes one speaker's name. */
export function renameSpeaker(speakers: SpeakerValue[], index: number, name: string): SpeakerValue[] {
  return speakers.map((s, i) => (i === index ? { ...s, name } : s));
}

/**
 * normalizeSpeakers turns any list (from the server or an AI answer) into a valid form list:
 * at least one entry, exactly one main (the first flagged, else the first), ordered from 1.
 */
export function normalizeSpeakers(speakers: readonly SpeakerValue[]): SpeakerValue[] {
  if (speakers.length === 0) return newSpeakers();
  const main = Math.max(
    0,
    speakers.findIndex((s) => s.is_main_speaker),
  );
  return renumber(speakers.map((s, i) => ({ ...s, is_main_speaker: i === main })));
}

/** mainSpeakerName is the name of the named main speaker, '' when there is none. */
export function mainSpeakerName(speakers: readonly SpeakerValue[]): string {
  return speakers.find((s) => s.is_main_speaker && s.name.trim() !== '')?.name.trim() ?? '';
}
