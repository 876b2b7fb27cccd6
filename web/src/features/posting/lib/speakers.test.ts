import { describe, expect, it } from 'vitest';
import {
  addSpeaker,
  canRemoveSpeaker,
  mainSpeakerName,
  newSpeakers,
  normalizeSpeakers,
  removeSpeaker,
  renameSpeaker,
  setMainSpeaker,
  type SpeakerValue,
} from './speakers';

function list(...names: string[]): SpeakerValue[] {
  return names.map((name, i) => ({ name, is_main_speaker: i === 0, speaker_order: i + 1 }));
}

const summary = (speakers: SpeakerValue[]) =>
  speakers.map((s) => `${s.speaker_order}:${s.name}${s.is_main_speaker ? '*' : ''}`).join(' ');

describe('speakers editor rules', () => {
  it('starts with one empty main speaker in order 1', () => {
    expect(newSpeakers()).toEqual([{ name: '', is_main_speaker: true, speaker_order: 1 }]);
  });

  it('adds speakers after the others, never as main', () => {
    const s = addSpeaker(addSpeaker(list('Ust. A')));
    expect(summary(s)).toBe('1:Ust. A* 2: 3:');
  });

  it('keeps exactly one main speaker when another is chosen', () => {
    const s = setMainSpeaker(list('A', 'B', 'C'), 2);
    expect(summary(s)).toBe('1:A 2:B 3:C*');
    expect(s.filter((x) => x.is_main_speaker)).toHaveLength(1);
  });

  it('never removes the last speaker', () => {
    const one = list('Ust. A');
    expect(canRemoveSpeaker(one)).toBe(false);
    expect(removeSpeaker(one, 0)).toBe(one);
  });

  it('renumbers the order after a removal', () => {
    expect(summary(removeSpeaker(list('A', 'B', 'C'), 1))).toBe('1:A* 2:C');
  });

  it('makes the first speaker main when the main one is removed', () => {
    const s = setMainSpeaker(list('A', 'B', 'C'), 1);
    expect(summary(removeSpeaker(s, 1))).toBe('1:A* 2:C');
    expect(summary(removeSpeaker(list('A', 'B'), 0))).toBe('1:B*');
  });

  it('keeps the main speaker when another one is removed', () => {
    const s = setMainSpeaker(list('A', 'B', 'C'), 2);
    expect(summary(removeSpeaker(s, 0))).toBe('1:B 2:C*');
  });

  it('ignores indexes outside the list', () => {
    const s = list('A', 'B');
    expect(removeSpeaker(s, 5)).toBe(s);
    expect(setMainSpeaker(s, -1)).toBe(s);
  });

  it('renames one speaker only', () => {
    expect(summary(renameSpeaker(list('A', 'B'), 1, 'Ust. Budi'))).toBe('1:A* 2:Ust. Budi');
  });

  it('normalizes lists from the server or an AI answer', () => {
    expect(normalizeSpeakers([])).toEqual(newSpeakers());
    const many = normalizeSpeakers([
      { name: 'A', is_main_speaker: false, speaker_order: 5 },
      { name: 'B', is_main_speaker: true, speaker_order: 2 },
      { name: 'C', is_main_speaker: true, speaker_order: 9 },
    ]);
    expect(summary(many)).toBe('1:A 2:B* 3:C');
    expect(summary(normalizeSpeakers([{ name: 'A', is_main_speaker: false, speaker_order: 3 }]))).toBe('1:A*');
  });

  it('names the main speaker only when it has a name', () => {
    expect(mainSpeakerName(list(' Ust. A ', 'B'))).toBe('Ust. A');
    expect(mainSpeakerName(setMainSpeaker(list('', 'B'), 0))).toBe('');
  });
});
