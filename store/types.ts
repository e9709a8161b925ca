import type { StateCreator } from 'zustand';
import type { PlayerSlice } from './player-slice';
import type { ThemeSlice } from './theme-slice';

/** The whole client state: one slice per concern, combined once in store/index.ts. */
export type AppState = ThemeSlice & PlayerSlice;

export type SliceCreator<T> = StateCreator<AppState, [['zustand/persist', unknown]], [], T>;
