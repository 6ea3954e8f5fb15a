import { useEffect, useState } from 'react';
import { nextTerm, type CheckerInput } from './engine';
import { TERMS } from './rules';

/** What the form holds: the engine's input. Kept in sessionStorage so a refresh keeps what was typed. */
export type CheckerState = CheckerInput;

export const STORAGE_KEY = 'ossd-checker:v1';

export function initialState(now = new Date()): CheckerState {
  return {
    entryYear: 2024,
    courses: [],
    free: [],
    hours: 0,
    osslt: 'notTaken',
    onlineCredits: 0,
    onlineOptOut: false,
    transfer: [],
    start: nextTerm(now),
    load: TERMS.defaultLoad,
  };
}

function read(): CheckerState {
  const base = initialState();
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return base;
    const saved = JSON.parse(raw) as Partial<CheckerState>;
    return { ...base, ...saved, start: saved.start ?? base.start };
  } catch {
    return base;
  }
}

/** The checker's state, restored from and saved to sessionStorage. */
export function useCheckerState(): [CheckerState, (patch: Partial<CheckerState>) => void, () => void] {
  const [state, setState] = useState<CheckerState>(read);
  useEffect(() => {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // storage full or blocked: the checker still works for this visit
    }
  }, [state]);
  const update = (patch: Partial<CheckerState>) => setState((s) => ({ ...s, ...patch }));
  const reset = () => setState(initialState());
  return [state, update, reset];
}
