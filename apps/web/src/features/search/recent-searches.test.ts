// Recent searches on the device: newest first, each once whatever its case, at most eight, too-short
// texts never kept, each removable and all cleared at once.
import { describe, expect, it } from 'vitest';
import {
  clearRecentSearches,
  forgetSearch,
  RECENT_LIMIT,
  RECENT_SEARCHES_STORAGE_KEY,
  rememberSearch,
  useRecentSearches,
  withRecent,
} from './recent-searches.ts';

const searches = () => useRecentSearches.getState().searches;

describe('recent searches', () => {
  it('keep the newest first, once each whatever its case, tidied', () => {
    expect(withRecent(['chelsea', 'Arsenal'], '  arsenal ')).toEqual(['arsenal', 'chelsea']);
    expect(withRecent([], 'real   madrid')).toEqual(['real madrid']);
  });

  it('keep at most eight, dropping the oldest', () => {
    let list: string[] = [];
    for (let i = 1; i <= 10; i++) list = withRecent(list, `team ${i}`);
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]).toBe('team 10');
    expect(list.at(-1)).toBe('team 3');
  });

  it('never keep a text too short to have been searched', () => {
    expect(withRecent(['chelsea'], ' a ')).toEqual(['chelsea']);
  });

  it('are stored on the device, removable one by one and cleared at once', () => {
    rememberSearch('arsenal');
    rememberSearch('madrid');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '{}')).toEqual({
      state: { searches: ['madrid', 'arsenal'] },
      version: 1,
    });
    forgetSearch('ARSENAL');
    expect(searches()).toEqual(['madrid']);
    clearRecentSearches();
    expect(searches()).toEqual([]);
  });
});
